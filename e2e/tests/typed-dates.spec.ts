import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { demo, newUsername } from '../support/accounts';
import { productToken, registerLoaner } from '../support/api';
import { CatalogueApi, displayDate } from '../support/catalogue-api';
import { addDays, typeDateLikeAPerson } from '../support/lab-days';
import { expectNotification } from '../support/notifications';
import { signInAs } from '../support/sign-in';

/** What the date fields offer, from the server: the lab's today and the longest loan from it. */
async function labDays(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const environment = await request.get('/api/Environment', { headers });
  const policy = await request.get('/api/Loans/policy', { headers });
  const { labToday } = (await environment.json()) as { labToday: string };
  const { maxLoanDays } = (await policy.json()) as { maxLoanDays: number };
  return { today: labToday, latest: addDays(labToday, maxLoanDays) };
}

/** A type of the test's own with `amount` components, and a new Loaner; gives their ids. */
async function typeAndLoaner(request: APIRequestContext, amount: number) {
  const catalogue = await CatalogueApi.asAdmin(request);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const categoryId = await catalogue.addCategory(`E2E Typed dates ${run}`);
  const typeName = `E2E Multimeter ${run}`;
  const typeId = await catalogue.addComponentType({ name: typeName, info: 'A handheld multimeter.', categoryId });
  await catalogue.addComponents(typeId, amount);
  const person = { ...newUsername(), firstName: 'Dina', lastName: `Dates${run.slice(-5)}` };
  await registerLoaner(request, person);
  return { typeName, typeId, person, loanerToken: await productToken(request, person.username) };
}

/** The return dates of the active loans of a type, as the server holds them. */
async function returnDatesOf(request: APIRequestContext, typeName: string): Promise<string[]> {
  const clerkToken = await productToken(request, demo.clerk.username);
  const res = await request.get(`/api/Loans?pageNumber=1&pageSize=50&searchString=${encodeURIComponent(typeName)}`, {
    headers: { authorization: `Bearer ${clerkToken}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { returnDate: string }[]).map((loan) => loan.returnDate.slice(0, 10));
}

/** The date field's whole value, from its hidden input (the visible part is a group of spinbutton sections). */
const shownDate = (dialog: Locator) => dialog.locator('input[aria-hidden="true"]');

interface WrongDate {
  date: string;
  /** What the field says of it. */
  refusal: string;
}

/**
 * Wrong dates typed at a person's speed are each shown as typed and refused in the field while Confirm waits, then
 * the right one is shown whole. A wrong date a year back is typed first: each key of its year makes a date before
 * the lab's today, the case where a key once went missing.
 */
async function typeWrongThenRight(page: Page, within: Locator, wrongs: WrongDate[], right: string) {
  const field = within.getByRole('group', { name: 'Handin date' });
  for (const wrong of wrongs) {
    await typeDateLikeAPerson(page, field, wrong.date);
    await expect(shownDate(within)).toHaveValue(displayDate(wrong.date));
    await expect(within).toContainText(wrong.refusal);
    await expect(within.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  }
  await typeDateLikeAPerson(page, field, right);
  await expect(shownDate(within)).toHaveValue(displayDate(right));
  await expect(within).not.toContainText('The date cannot be');
  await expect(within.getByRole('button', { name: 'Confirm' })).toBeEnabled();
}

/** A year before the lab's today, and the day after the longest loan. */
function wrongDates(today: string, latest: string): { past: WrongDate; beyond: WrongDate } {
  return {
    past: { date: addDays(today, -365), refusal: `The date cannot be before ${displayDate(today)}` },
    beyond: { date: addDays(latest, 1), refusal: `The date cannot be after ${displayDate(latest)}` },
  };
}

test('a reservation is handed out until the date the Clerk typed at a person’s speed after a past one', async ({
  page,
  request,
}) => {
  const { typeName, typeId, loanerToken } = await typeAndLoaner(request, 1);
  const reserved = await request.post(`/api/Reservations/${typeId}`, {
    headers: { authorization: `Bearer ${loanerToken}` },
  });
  expect(reserved.status(), await reserved.text()).toBe(201);
  const { today, latest } = await labDays(request, loanerToken);
  const { past } = wrongDates(today, latest);
  const right = addDays(today, 13);

  await signInAs(page, 'clerk');
  await page.goto('/Reservations');
  await page.getByRole('searchbox', { name: 'Search for reservations' }).fill(typeName);
  const reservation = page.getByRole('table', { name: 'Reservations' }).getByRole('row').filter({ hasText: typeName });
  await reservation.getByRole('button', { name: 'Handout' }).click();
  const handout = page.getByRole('dialog', { name: 'Hand out reservation' });
  await typeWrongThenRight(page, handout, [past], right);
  await handout.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, 'Reservation handout successful');
  expect(await returnDatesOf(request, typeName)).toEqual([right]);
});

test('the counter hands out until the date the Clerk typed at a person’s speed after a past one and one beyond the longest loan', async ({
  page,
  request,
}) => {
  const { typeName, typeId, person, loanerToken } = await typeAndLoaner(request, 1);
  const { today, latest } = await labDays(request, loanerToken);
  const { past, beyond } = wrongDates(today, latest);
  const right = addDays(today, 20);

  await signInAs(page, 'clerk');
  await page.goto('/Counter');
  await expect(page.getByRole('textbox', { name: 'Au id' })).toBeFocused();
  await page.keyboard.type(person.auId);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Loaner: Dina ${person.lastName} (${person.auId})`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Scan a label' })).toBeFocused();
  await page.keyboard.type(`${new URL(page.url()).origin}/details/${typeId}?component=1`);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('table', { name: 'Components to hand out' }).getByRole('row').filter({ hasText: typeName }),
  ).toHaveCount(1);
  const counter = page.getByRole('main');
  await typeWrongThenRight(page, counter, [past, beyond], right);
  await counter.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, `Handed out 1 component(s) to Dina ${person.lastName}.`);
  expect(await returnDatesOf(request, typeName)).toEqual([right]);
});

test('the Admin’s default hand-in date is saved as typed at a person’s speed after a past one and one beyond the longest loan', async ({
  page,
  request,
}) => {
  const adminToken = await productToken(request, demo.admin.username);
  const catalogue = await CatalogueApi.asAdmin(request);
  const before = await catalogue.defaultReturnDate();
  const { today, latest } = await labDays(request, adminToken);
  const { past, beyond } = wrongDates(today, latest);
  const right = [addDays(today, 30), addDays(today, 31)].find((date) => date !== before) ?? addDays(today, 30);

  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Handin Date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change default handin date' });
  await expect(shownDate(dialog)).toHaveValue(displayDate(before));
  await typeWrongThenRight(page, dialog, [past, beyond], right);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  expect(await catalogue.defaultReturnDate()).toBe(right);

  // Put back for the journeys that hand out with the default.
  const restored = await request.put('/api/Loans/setting', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { defaultReturnDate: before },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});
