import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { demo, newUsername } from '../support/accounts';
import { productToken, registerLoaner } from '../support/api';
import { CatalogueApi } from '../support/catalogue-api';
import { typeDate } from '../support/lab-days';
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

test('units booked within a reservation’s days: In stock says why beside the calendar, and on a phone Book ahead offers the later period right under its fields', async ({
  page,
  request,
}) => {
  test.slow(); // four audits
  const catalogue = await CatalogueApi.asAdmin(request);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const categoryId = await catalogue.addCategory(`E2E Booked ahead ${run}`);
  const typeName = `E2E Logic analyser ${run}`;
  const typeId = await catalogue.addComponentType({ name: typeName, info: '16 channels.', categoryId });
  await catalogue.addComponents(typeId, 2);

  // A student books both units for two days starting 3 days from now, within the 8 days a reservation holds.
  const person = { ...newUsername(), firstName: 'Ada', lastName: 'Planner' };
  await registerLoaner(request, person);
  const plannerToken = await productToken(request, person.username);
  const today = await labToday(request, plannerToken);
  const bookedFrom = addDays(today, 3);
  await post(request, plannerToken, '/api/Bookings', {
    componentTypeId: typeId,
    quantity: 2,
    from: bookedFrom,
    to: addDays(bookedFrom, 1),
  });

  await signInAs(page, 'loaner');
  await page.goto(`/details/${typeId}`);
  const calendar = page.getByRole('table', { name: 'Availability' });
  await expect(calendar.getByRole('cell', { name: cellName(today, 2) })).toBeVisible();
  await expect(page.getByText('In stock: 0')).toBeVisible();
  await expect(
    page.getByText(
      '2 of the units free today are booked within the 8 days a reservation is held, so they cannot be reserved now.',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'Type details, units booked ahead (1280 px)');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, 'Type details, units booked ahead (375 px)');

  // On a phone, the Loaner asks Book ahead for one unit from the booked day on: too few, in one sentence.
  await page.getByRole('button', { name: 'Book ahead' }).click();
  const bookAhead = page.getByRole('dialog', { name: `Book ${typeName} ahead` });
  await typeDate(page, bookAhead.getByRole('group', { name: 'First day' }), bookedFrom);
  const answer = bookAhead.getByRole('status');
  await expect(answer).toHaveText(
    `Not enough units on 2 days from ${dayName.format(new Date(`${bookedFrom}T00:00:00Z`))} on: choose other days.`,
  );
  await bookAhead.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    bookAhead.getByText('Too few units are free on these days; the same booking can be had later.'),
  ).toBeVisible();
  // The way out, in the answer's date style, shows without scrolling, above the live answer.
  const bookLater = bookAhead.getByRole('button', { name: /^Book from \w+ \d{1,2} \w+ instead$/ });
  await expect(bookLater).toBeInViewport();
  const [laterBox, answerBox] = [await bookLater.boundingBox(), await answer.boundingBox()];
  expect(laterBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(answerBox?.y ?? 0);
  await expectAccessible(page, 'Book ahead dialog, refused (375 px)');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page, 'Book ahead dialog, refused (1280 px)');
});
