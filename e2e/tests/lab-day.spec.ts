import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demo, newUsername } from '../support/accounts';
import { productToken, registerLoaner } from '../support/api';
import { CatalogueApi, displayDate } from '../support/catalogue-api';
import { signIn, signInAs } from '../support/sign-in';

/**
 * A student abroad: the browser's calendar day is not the lab's. What is overdue and which return dates a Clerk may
 * pick follow the lab's day (LAB_TIME_ZONE, decided by the server), never the browser's.
 */

/** yyyy-MM-dd of an instant in a time zone. */
const dayIn = (timeZone: string, instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** The day before a yyyy-MM-dd date. */
function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

async function labToday(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/Environment', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { labToday: string }).labToday;
}

/**
 * The earliest and the latest zones on Earth are 26 hours apart, so their days always differ and at least one of
 * them is not the lab's day: the browser is put there.
 */
function zoneAwayFromTheLab(labDay: string): { timeZone: string; browserDay: string } {
  const now = new Date();
  for (const timeZone of ['Pacific/Kiritimati', 'Etc/GMT+12']) {
    const browserDay = dayIn(timeZone, now);
    if (browserDay !== labDay) return { timeZone, browserDay };
  }
  throw new Error('no zone away from the lab');
}

async function post(request: APIRequestContext, token: string, url: string, data?: unknown) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

test('abroad, a loan due on the lab’s today is not overdue, and the Clerk’s hand-out dialog starts at the lab’s today', async ({
  browser,
  request,
}) => {
  const catalogue = await CatalogueApi.asAdmin(request);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const categoryId = await catalogue.addCategory(`E2E Lab day ${run}`);
  const typeName = `E2E Logic analyser ${run}`;
  const typeId = await catalogue.addComponentType({ name: typeName, info: 'Eight channels.', categoryId });
  await catalogue.addComponents(typeId, 2);

  const person = { ...newUsername(), firstName: 'Tala', lastName: 'Abroad' };
  await registerLoaner(request, person);
  const loanerToken = await productToken(request, person.username);
  const clerkToken = await productToken(request, demo.clerk.username);
  const today = await labToday(request, loanerToken);
  const { timeZone, browserDay } = zoneAwayFromTheLab(today);

  // One component on loan until the lab's today, one reserved to be handed out.
  const held = await post(request, loanerToken, `/api/Reservations/${typeId}`);
  await post(request, clerkToken, '/api/Loans', {
    reservationId: held.reservationId,
    componentId: held.component.componentId,
    loanerId: held.loaner.loanerId,
    handinDate: today,
  });
  await post(request, loanerToken, `/api/Reservations/${typeId}`);

  const abroad = await browser.newContext({ timezoneId: timeZone });
  const page = await abroad.newPage();
  expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).toBe(browserDay);

  // My loans: due today in the lab, so not overdue, though the browser's day may be past it.
  await signIn(page, { username: person.username });
  await expect(page).toHaveURL(/\/Components/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'My loans' }).click();
  const loan = page.getByRole('table', { name: 'My loans' }).getByRole('row').filter({ hasText: typeName });
  await expect(loan).toHaveCount(1);
  await expect(loan).toContainText(displayDate(today));
  await expect(loan.getByText('Loan overdue')).toHaveCount(0);

  // The Clerk's hand-out dialog: the lab's today is the first day it takes, the day before it is refused.
  const clerkAbroad = await browser.newContext({ timezoneId: timeZone });
  const clerk = await clerkAbroad.newPage();
  await signInAs(clerk, 'clerk');
  await clerk.goto('/Reservations');
  await clerk.getByRole('searchbox', { name: 'Search for reservations' }).fill(typeName);
  const reservation = clerk.getByRole('table', { name: 'Reservations' }).getByRole('row').filter({ hasText: typeName });
  await expect(reservation).toHaveCount(1);
  const openHandout = async () => {
    await reservation.getByRole('button', { name: 'Handout' }).click();
    return clerk.getByRole('dialog', { name: 'Hand out reservation' });
  };
  let handout = await openHandout();
  await typeDate(clerk, handout.getByRole('group', { name: 'Handin date' }), dayBefore(today));
  await expect(handout).toContainText(`The date cannot be before ${displayDate(today)}`);
  await expect(handout.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await handout.getByRole('button', { name: 'Cancel' }).click();

  handout = await openHandout();
  await typeDate(clerk, handout.getByRole('group', { name: 'Handin date' }), today);
  await expect(handout.locator('input[aria-hidden="true"]')).toHaveValue(displayDate(today));
  await expect(handout).not.toContainText('The date cannot be before');
  await handout.getByRole('button', { name: 'Confirm' }).click();
  await expect(handout).toBeHidden();
  await expect(reservation).toHaveCount(0);
  await Promise.all([abroad.close(), clerkAbroad.close()]);
});

/** Types a yyyy-MM-dd date into a date field's sections (dd, MM, yyyy). */
async function typeDate(page: Page, field: ReturnType<Page['getByRole']>, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}
