import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { demo, newUsername } from '../support/accounts';
import { productToken, registerLoaner } from '../support/api';
import { CatalogueApi } from '../support/catalogue-api';
import { signInAs } from '../support/sign-in';

/** The calendar's days: the coming 4 weeks from the lab's today. */
const CALENDAR_DAYS = 28;
/** The loan's return date, this many days after the lab's today. */
const LOAN_DAYS = 3;

/** The lab day `days` after a yyyy-MM-dd date. */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How a screen reader hears a day's cell in English, e.g. "Monday 30 November: 3 available". */
const dayName = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const cellName = (isoDate: string, available: number) =>
  `${dayName.format(new Date(`${isoDate}T00:00:00Z`))}: ${available} available`;

async function post(request: APIRequestContext, token: string, url: string, data?: unknown) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function labToday(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/Environment', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { labToday: string }).labToday;
}

test('the details show a type’s availability by day: one unit on loan until its return date, all three after', async ({
  page,
  request,
}) => {
  const catalogue = await CatalogueApi.asAdmin(request);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const categoryId = await catalogue.addCategory(`E2E Availability ${run}`);
  const typeId = await catalogue.addComponentType({
    name: `E2E Signal generator ${run}`,
    info: 'Up to 20 MHz.',
    categoryId,
  });
  await catalogue.addComponents(typeId, 3);

  // A student reserves one and the Clerk hands it out until 3 days after the lab's today.
  const person = { ...newUsername(), firstName: 'Ivo', lastName: 'Borrower' };
  await registerLoaner(request, person);
  const loanerToken = await productToken(request, person.username);
  const clerkToken = await productToken(request, demo.clerk.username);
  const today = await labToday(request, loanerToken);
  const returnDate = addDays(today, LOAN_DAYS);
  const held = await post(request, loanerToken, `/api/Reservations/${typeId}`);
  await post(request, clerkToken, '/api/Loans', {
    reservationId: held.reservationId,
    componentId: held.component.componentId,
    loanerId: held.loaner.loanerId,
    handinDate: returnDate,
  });

  await signInAs(page, 'loaner');
  await page.goto(`/details/${typeId}`);
  const calendar = page.getByRole('table', { name: 'Availability' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('columnheader')).toHaveCount(7);
  await expect(calendar.getByRole('columnheader').first()).toHaveText(/Monday/);

  // The lab's today comes first and is marked; 2 through the return date, 3 after it.
  await expect(calendar.getByRole('cell', { name: /available$/ })).toHaveCount(CALENDAR_DAYS);
  await expect(calendar.getByRole('cell', { name: cellName(today, 2) })).toHaveAttribute('aria-current', 'date');
  for (let day = 0; day < CALENDAR_DAYS; day += 1) {
    const date = addDays(today, day);
    await expect(calendar.getByRole('cell', { name: cellName(date, day <= LOAN_DAYS ? 2 : 3) })).toBeVisible();
  }

  await expectAccessible(page, 'Type details with availability');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(calendar.getByRole('cell', { name: cellName(returnDate, 2) })).toBeVisible();
  await expectAccessible(page, 'Type details with availability (375 px)');
  // The tints of the dark palette keep the numbers readable too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'Type details with availability (375 px, dark)');

  // The details dialog over the list shows the same calendar.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`/Components/details/${typeId}`);
  const inDialog = page.getByRole('dialog').getByRole('table', { name: 'Availability' });
  await expect(inDialog.getByRole('cell', { name: cellName(today, 2) })).toHaveAttribute('aria-current', 'date');
  await expect(inDialog.getByRole('cell', { name: cellName(addDays(returnDate, 1), 3) })).toBeVisible();
  await expectAccessible(page, 'Type details dialog with availability (375 px)');
});
