import { expect, type Page, test } from '@playwright/test';
import { newUsername } from '../support/accounts';
import { registerLoaner } from '../support/api';
import { CatalogueApi, displayDate } from '../support/catalogue-api';
import { expectNotification } from '../support/notifications';
import { signIn, signInAs } from '../support/sign-in';

const RESERVED = 'Reservation successful. The Component must be picked up within 8 days or it will be deleted';

/** A component type of the test's own, in a category of its own, with `amount` available components. */
async function typeWithComponents(catalogue: CatalogueApi, amount: number): Promise<{ name: string; id: number }> {
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const categoryId = await catalogue.addCategory(`E2E Lending ${run}`);
  const name = `E2E Oscilloscope ${run}`;
  const id = await catalogue.addComponentType({ name, info: 'A two-channel oscilloscope.', categoryId });
  await catalogue.addComponents(id, amount);
  return { name, id };
}

/** A new student, registered as a Loaner (no loans, let alone overdue ones), signed in on the browse page. */
async function signInNewLoaner(page: Page, request: Parameters<typeof registerLoaner>[0], lastName: string) {
  const person = { ...newUsername(), firstName: 'Nora', lastName };
  await registerLoaner(request, person);
  await signIn(page, { username: person.username });
  await expect(page).toHaveURL(/\/Components/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  return person;
}

/** The browse page searched down to the one card of `typeName`. */
async function findCard(page: Page, typeName: string) {
  await page.getByRole('searchbox', { name: 'Search by name or description' }).fill(typeName);
  const cards = page.getByRole('list', { name: 'Component types' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const card = cards.filter({ has: page.getByRole('heading', { name: typeName, exact: true }) });
  await expect(card).toBeVisible();
  return card;
}

async function openManageItem(page: Page, item: 'Reservations' | 'Loans') {
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function openAccountItem(page: Page, item: 'My reservations' | 'My loans') {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('heading', { name: item })).toBeVisible();
}

test('a reservation is handed out, shows as a loan and is handed in as defect', async ({ page, browser, request }) => {
  const catalogue = await CatalogueApi.asAdmin(request);
  const type = await typeWithComponents(catalogue, 2);
  const defaultReturnDate = displayDate(await catalogue.defaultReturnDate());

  // The Loaner reserves one of the two.
  const loaner = await signInNewLoaner(page, request, `Reserver${Date.now() % 100000}`);
  const card = await findCard(page, type.name);
  await expect(card.getByText('In stock: 2', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Reserve ${type.name}` }).click();
  await expectNotification(page, RESERVED);
  await expect(card.getByText('In stock: 1', { exact: true })).toBeVisible();

  await openAccountItem(page, 'My reservations');
  const reservation = page
    .getByRole('table', { name: 'My reservations' })
    .getByRole('row')
    .filter({ hasText: type.name });
  await expect(reservation).toHaveCount(1);
  const componentNumber = (await reservation.getByRole('cell').nth(1).textContent())?.trim() ?? '';
  expect(componentNumber).toMatch(/^[12]$/);

  // The Clerk hands it out until the default hand-in date, which the dialog starts with.
  const clerk = await browser.newPage();
  await signInAs(clerk, 'clerk');
  await openManageItem(clerk, 'Reservations');
  await expect(clerk.getByRole('heading', { name: 'Reservations' })).toBeVisible();
  await clerk.getByRole('searchbox', { name: 'Search for reservations' }).fill(type.name);
  const toHandOut = clerk.getByRole('table', { name: 'Reservations' }).getByRole('row').filter({ hasText: type.name });
  await expect(toHandOut).toHaveCount(1);
  await expect(toHandOut).toContainText(loaner.auId);
  await expect(toHandOut.getByRole('cell').nth(2)).toHaveText(componentNumber);
  await toHandOut.getByRole('button', { name: 'Handout' }).click();
  const handout = clerk.getByRole('dialog', { name: 'Hand out reservation' });
  await expect(handout.getByRole('group', { name: 'Handin date' })).toBeVisible();
  // The date field's value is in its hidden input (the visible part is a group of spinbutton sections).
  await expect(handout.locator('input[aria-hidden="true"]')).toHaveValue(defaultReturnDate);
  await expect(handout.getByRole('checkbox', { name: 'force handout' })).toHaveCount(0);
  await handout.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(clerk, 'Reservation handout successful');
  await expect(handout).toBeHidden();
  await expect(toHandOut).toHaveCount(0);

  // The Loaner now has it on loan until that date.
  await openAccountItem(page, 'My loans');
  const loan = page.getByRole('table', { name: 'My loans' }).getByRole('row').filter({ hasText: type.name });
  await expect(loan).toHaveCount(1);
  await expect(loan.getByRole('cell').nth(1)).toHaveText(componentNumber);
  await expect(loan.getByRole('cell').nth(4)).toHaveText(defaultReturnDate);
  await expect(loan.getByText('Loan overdue')).toHaveCount(0);

  // The Clerk takes it back as Defect.
  await openManageItem(clerk, 'Loans');
  await expect(clerk.getByRole('heading', { name: 'Active loans' })).toBeVisible();
  await clerk.getByRole('searchbox', { name: 'Search for loans' }).fill(type.name);
  const active = clerk.getByRole('table', { name: 'Loans' }).getByRole('row').filter({ hasText: type.name });
  await expect(active).toHaveCount(1);
  await expect(active).toContainText(loaner.auId);
  await active.getByRole('button', { name: 'Handin' }).click();
  const handin = clerk.getByRole('dialog', { name: 'Handin' });
  await expect(handin.getByRole('combobox', { name: 'Status' })).toHaveText('Available');
  await handin.getByRole('combobox', { name: 'Status' }).click();
  await expect(clerk.getByRole('option')).toHaveText([
    'Available',
    'Reserved by the lab',
    'Defect',
    'Trashed',
    'Lost',
    'Never returned',
  ]);
  await clerk.getByRole('option', { name: 'Defect' }).click();
  await expect(handin.getByRole('combobox', { name: 'Status' })).toHaveText('Defect');
  await handin.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(clerk, 'Handin successful.');
  await expect(handin).toBeHidden();
  await expect(active).toHaveCount(0);

  // The defect one stays out of stock, and the inventory says why.
  await clerk.goto('/Components');
  const after = await findCard(clerk, type.name);
  await expect(after.getByText('In stock: 1', { exact: true })).toBeVisible();
  await after.getByRole('link', { name: type.name }).click();
  const details = clerk.getByRole('dialog', { name: type.name });
  await details.getByRole('button', { name: `Details of component ${componentNumber}` }).click();
  const row = details.getByRole('listitem').filter({
    has: clerk.getByRole('button', { name: `Details of component ${componentNumber}` }),
  });
  await expect(row.getByRole('definition').nth(2)).toHaveText('Defect');
  await expect(row.getByRole('term').nth(2)).toHaveText('Status');
  // A defect component cannot be handed out; the other one still can.
  await expect(row.getByRole('button', { name: `Handout component ${componentNumber}` })).toHaveCount(0);
  const other = componentNumber === '1' ? '2' : '1';
  await expect(details.getByRole('button', { name: `Handout component ${other}` })).toBeVisible();

  // The Loaner's loan is gone.
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'My loans' }).getByRole('row').filter({ hasText: type.name }),
  ).toHaveCount(0);
  await clerk.close();
});

test('the last component: Reserve disappears, and a stale page is told none is left', async ({
  page,
  browser,
  request,
}) => {
  const catalogue = await CatalogueApi.asAdmin(request);
  const type = await typeWithComponents(catalogue, 1);

  await signInNewLoaner(page, request, `Last${Date.now() % 100000}`);
  const card = await findCard(page, type.name);
  await expect(card.getByText('In stock: 1', { exact: true })).toBeVisible();

  // A second Loaner has the list open too, from before the last one goes.
  const other = await browser.newPage();
  await signInNewLoaner(other, request, `Late${Date.now() % 100000}`);
  const staleCard = await findCard(other, type.name);
  const staleReserve = staleCard.getByRole('button', { name: `Reserve ${type.name}` });
  await expect(staleReserve).toBeVisible();

  await card.getByRole('button', { name: `Reserve ${type.name}` }).click();
  await expectNotification(page, RESERVED);
  const none = card.getByText('In stock: 0', { exact: true });
  await expect(none).toBeVisible();
  await expect(none).toHaveCSS('color', 'rgb(211, 47, 47)');
  await expect(card.getByRole('button', { name: `Reserve ${type.name}` })).toHaveCount(0);

  // The other page still offers it; the server refuses and the page catches up.
  await expect(staleCard.getByText('In stock: 1', { exact: true })).toBeVisible();
  await staleReserve.click();
  await expectNotification(other, /^Reservation unsuccessful: \S/);
  await expect(staleCard.getByText('In stock: 0', { exact: true })).toBeVisible();
  await expect(staleReserve).toHaveCount(0);
  await other.close();
});
