import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible, expectAccessibleAtBothWidths } from '../support/accessibility';
import { demo, newUsername } from '../support/accounts';
import { productToken, registerLoaner, setServerClock } from '../support/api';
import { CatalogueApi, displayDate } from '../support/catalogue-api';
import { addDays, nextMonday, typeDate } from '../support/lab-days';
import { expectNotification } from '../support/notifications';
import { signInAs } from '../support/sign-in';

/** The units of the journey's own type: the booking takes both, so any loan into its period breaks it. */
const UNITS = 2;

/** How a screen reader hears a day of the availability calendar, e.g. "Monday 30 November: 0 available". */
const dayName = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const cellName = (isoDate: string, available: number) =>
  `${dayName.format(new Date(`${isoDate}T00:00:00Z`))}: ${available} available`;

async function labToday(request: APIRequestContext): Promise<string> {
  const token = await productToken(request, demo.loaner.username);
  const res = await request.get('/api/Environment', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { labToday: string }).labToday;
}

// The journeys share one server: the ones after this one expect the real lab's today.
test.afterAll(async ({ request }) => {
  await setServerClock(request, new Date());
});

test('a Loaner books two units for next week, a Clerk’s hand-out that would break it is refused, and on its first day the Clerk hands it out in one step; the feed holds the return date', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two users, a moved clock and six audits
  const catalogue = await CatalogueApi.asAdmin(request);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const categoryId = await catalogue.addCategory(`E2E Booking ${run}`);
  const typeName = `E2E Scope ${run}`;
  const typeId = await catalogue.addComponentType({ name: typeName, info: 'For the lab course.', categoryId });
  await catalogue.addComponents(typeId, UNITS);
  const today = await labToday(request);
  const from = nextMonday(today);
  const to = addDays(from, 4);

  // Lea opens the type's details, finds it free next week in the calendar and books both units.
  await signInAs(page, 'loaner');
  await page.goto(`/details/${typeId}`);
  const calendar = page.getByRole('table', { name: 'Availability' });
  await expect(calendar.getByRole('cell', { name: cellName(from, UNITS) })).toBeVisible();
  await page.getByRole('button', { name: 'Book ahead' }).click();
  const bookAhead = page.getByRole('dialog', { name: `Book ${typeName} ahead` });
  await expect(bookAhead).toBeVisible();
  await typeDate(page, bookAhead.getByRole('group', { name: 'First day' }), from);
  await typeDate(page, bookAhead.getByRole('group', { name: 'Last day' }), to);
  await bookAhead.getByRole('spinbutton', { name: 'Quantity' }).fill(String(UNITS));
  await expectAccessibleAtBothWidths(page, 'Book ahead dialog');
  await bookAhead.getByRole('button', { name: 'Confirm' }).click();
  await expect(bookAhead).toContainText(
    `Booked ${UNITS} × ${typeName} from ${dayName.format(new Date(`${from}T00:00:00Z`))} to ${dayName.format(new Date(`${to}T00:00:00Z`))}.`,
  );
  await bookAhead.getByRole('button', { name: 'Close' }).click();
  // The calendar now has none left on the booked days, and both the day before.
  await expect(calendar.getByRole('cell', { name: cellName(from, 0) })).toBeVisible();
  await expect(calendar.getByRole('cell', { name: cellName(to, 0) })).toBeVisible();
  await expect(calendar.getByRole('cell', { name: cellName(addDays(from, -1), UNITS) })).toBeVisible();

  // My reservations lists the booking, Booked.
  await page.goto('/UserReservations');
  const ownBooking = page.getByRole('table', { name: 'My bookings' }).getByRole('row').filter({ hasText: typeName });
  await expect(ownBooking).toContainText(displayDate(from));
  await expect(ownBooking).toContainText('Booked');

  // A Clerk lends a unit to a student until the booking's last day: refused, with the latest date that works.
  const student = { ...newUsername(), firstName: 'Olga', lastName: `Early${run.slice(-5)}` };
  await registerLoaner(request, student);
  const clerkContext = await browser.newContext();
  const clerk = await clerkContext.newPage();
  await signInAs(clerk, 'clerk');
  await clerk.goto(`/details/${typeId}`);
  await clerk.getByRole('button', { name: 'Handout component 1' }).click();
  const handout = clerk.getByRole('dialog', { name: `Handout ${typeName} no. 1` });
  await handout.getByRole('textbox', { name: 'Au id' }).fill(student.auId);
  await handout.getByRole('button', { name: 'Search' }).click();
  await expect(handout.getByText(`Loaner: Olga ${student.lastName} (${student.auId})`)).toBeVisible();
  await typeDate(clerk, handout.getByRole('group', { name: 'Handin date' }), to);
  await handout.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    clerk.getByText(`the latest return date that works is ${displayDate(addDays(from, -1))}`, { exact: false }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(clerk, 'Hand out available component dialog, refused for a booking');
  await handout.getByRole('button', { name: 'Cancel' }).click();
  await expect(handout).toBeHidden();

  // The booking's first day comes: the jobs set both units aside, and the booking is Ready.
  expect(await setServerClock(request, new Date(`${from}T08:00:00Z`))).toBe(from);
  await clerk.getByRole('button', { name: 'Manage' }).click();
  await clerk.getByRole('menuitem', { name: 'Bookings' }).click();
  await expect(clerk.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  await expect(clerk.getByRole('tab', { name: "Today's pick-ups" })).toHaveAttribute('aria-selected', 'true');
  await clerk.getByRole('searchbox', { name: 'Search for bookings' }).fill(typeName);
  const pickUp = clerk.getByRole('table', { name: "Today's pick-ups" }).getByRole('row').filter({ hasText: typeName });
  await expect(pickUp).toHaveCount(1);
  await expect(pickUp).toContainText(`${demo.loaner.name} (au100003)`);
  await expect(pickUp).toContainText(`${UNITS} ready, 0 collected`);
  await expect(pickUp).toContainText('#1, #2');
  await expectAccessibleAtBothWidths(clerk, 'Bookings with a pick-up');

  // One step: both units out to Lea until the booking's last day. On a phone the list is cards, which the dialog
  // opened from a row does not outlive: it is audited at each width from its own opening.
  const handoutBooking = clerk.getByRole('dialog', { name: 'Hand out booking' });
  const openHandoutBooking = async (width: number) => {
    await clerk.setViewportSize({ width, height: 800 });
    await clerk
      .getByRole('table', { name: "Today's pick-ups" })
      .or(clerk.getByRole('list', { name: "Today's pick-ups" }))
      .getByRole(width < 600 ? 'listitem' : 'row')
      .filter({ hasText: typeName })
      .getByRole('button', { name: 'Hand out' })
      .click();
    await expect(handoutBooking).toContainText(`${UNITS} × ${typeName} for ${demo.loaner.name}`);
    await expect(handoutBooking).toContainText('Units to fetch: #1, #2');
  };
  await openHandoutBooking(375);
  await expectAccessible(clerk, 'Hand out booking dialog (375 px)');
  await clerk.keyboard.press('Escape');
  await openHandoutBooking(1280);
  await expectAccessible(clerk, 'Hand out booking dialog (1280 px)');
  // The demo Loaner may have overdue loans from the demo data: the Clerk then forces, as at the desk.
  const force = handoutBooking.getByRole('checkbox', { name: 'force handout' });
  if (await force.isVisible()) await force.check();
  await handoutBooking.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(clerk, `Handed out ${UNITS} component(s) to ${demo.loaner.name}.`);
  await expect(pickUp).toHaveCount(0);
  // The Clerk's own booking for a loaner, which nothing else audits.
  await clerk.getByRole('button', { name: 'New booking' }).click();
  await expect(clerk.getByRole('dialog', { name: 'New booking' })).toBeVisible();
  await expectAccessibleAtBothWidths(clerk, 'New booking dialog');
  await clerk.keyboard.press('Escape');
  await clerkContext.close();

  // Lea's calendar feed, from the address on her profile: each unit's return on the booking's last day.
  await page.goto('/Profile');
  const address = page.getByRole('textbox', { name: 'Calendar feed address' });
  await expect(address).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  const feed = await request.get(await address.inputValue());
  expect(feed.status()).toBe(200);
  const events = (await feed.text()).split('BEGIN:VEVENT').slice(1);
  const lastDay = to.replaceAll('-', '');
  const dayAfter = addDays(to, 1).replaceAll('-', '');
  for (const number of [1, 2]) {
    const returns = events.filter((event) => event.includes(`SUMMARY:Return: ${typeName} #${number}\r\n`));
    expect(returns, `the return of #${number}`).toHaveLength(1);
    expect(returns[0]).toContain(`DTSTART;VALUE=DATE:${lastDay}\r\n`);
    expect(returns[0]).toContain(`DTEND;VALUE=DATE:${dayAfter}\r\n`);
  }
  const booking = events.filter((event) => event.includes(`× ${typeName}\r\n`));
  expect(booking).toHaveLength(1);
  expect(booking[0]).toContain(`SUMMARY:Collected: ${UNITS} × ${typeName}`);
});
