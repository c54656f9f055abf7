import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { settle } from '../support/accessibility';
import { type DemoRole, demo } from '../support/accounts';
import { postLabOpen, productToken, setServerClock } from '../support/api';
import { displayDate } from '../support/catalogue-api';
import { addDays, nextMonday, typeDate } from '../support/lab-days';
import { expectNotification } from '../support/notifications';
import { signInAs } from '../support/sign-in';

/** The pictures of the README and the user guide, one journey per role. */

const imagesDir = fileURLToPath(new URL('../../docs/images/', import.meta.url));
const DEMO_TYPE = 'Arduino Uno R3';
/** A demo student the Clerk looks up by Au id. */
const DEMO_STUDENT_AU_ID = 'au200010';
/** The demo student a Clerk books for, and what. */
const BOOKING_STUDENT_AU_ID = 'au200011';
const BOOKED_TYPE = 'Arduino Nano Every';
/** A demo type with every unit lent or reserved: the demo Loaner waits in line for it. */
const WAITED_TYPE = 'Digital oscilloscope 100 MHz';
/** Demo consumables: one a Loaner takes themself, one low on stock. */
const SELF_SERVICE_CONSUMABLE = 'Resistor 220 Ω';
const LOW_CONSUMABLE = 'LED 5 mm red';
/** A demo instrument a Loaner finds faulty. */
const FAULTY_TYPE = 'Digital multimeter';
/** A demo instrument that needs a training, and a demo student with no qualification who has not signed the rules. */
const TRAINED_TYPE = 'Soldering station';
const UNTRAINED_STUDENT_AU_ID = 'au200012';

/** The screen down to the end of what it shows (the page, an open dialog or menu), without empty space below. */
async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const contentBottom = await page.evaluate(() =>
    Math.max(
      ...Array.from(document.querySelectorAll('main, .MuiDialog-paper, .MuiPopover-paper, .MuiSnackbar-root')).map(
        (element) => element.getBoundingClientRect().bottom,
      ),
    ),
  );
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
  const clip = { x: 0, y: 0, width, height: Math.min(height, Math.ceil(contentBottom) + 16) };
  await page.screenshot({ path: `${imagesDir}${name}.png`, animations: 'disabled', clip });
}

/** One part of a screen (a section), for a picture beside the text that explains just that part. */
async function shootPart(page: Page, part: Locator, name: string): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await settle(page);
  await part.screenshot({ path: `${imagesDir}${name}.png`, animations: 'disabled' });
}

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function openDetails(page: Page, typeName = DEMO_TYPE): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search by name or description' }).fill(typeName);
  await page.getByRole('link', { name: new RegExp(`^${typeName}`) }).click();
  const details = page.getByRole('dialog', { name: typeName });
  await expect(details).toBeVisible();
  return details;
}

/** Closes the notification that starts with `text`, if one shows. */
async function closeNotification(page: Page, text: string): Promise<void> {
  const notice = page.getByRole('alert').filter({ hasText: text });
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
}

/** A GET of the product API as a demo user. */
async function getAs<T>(role: DemoRole, page: Page, path: string): Promise<T> {
  const token = await productToken(page.request, demo[role].username);
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const getAsClerk = <T>(page: Page, path: string) => getAs<T>('clerk', page, path);

/** A POST to the product API as a demo user, expecting 200 or 201. */
async function postAs<T>(role: DemoRole, page: Page, path: string, data: object): Promise<T> {
  const token = await productToken(page.request, demo[role].username);
  const res = await page.request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect([200, 201], await res.text()).toContain(res.status());
  return (await res.json()) as T;
}

const postAsClerk = <T>(page: Page, path: string, data: object) => postAs<T>('clerk', page, path, data);

/** A PUT to the product API as a demo user, expecting 200. */
async function putAs<T>(role: DemoRole, page: Page, path: string, data: object): Promise<T> {
  const token = await productToken(page.request, demo[role].username);
  const res = await page.request.put(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}
const postAsLoaner = <T>(page: Page, path: string, data: object) => postAs<T>('loaner', page, path, data);

/**
 * Types a label into the counter's scan field as a USB scanner does, with Enter: a component's, or without a number
 * a consumable's (its type's own label).
 */
async function scanLabel(page: Page, componentTypeId: number, componentNumber?: number): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Scan a label' });
  await expect(field).toBeFocused();
  const component = componentNumber === undefined ? '' : `?component=${componentNumber}`;
  await page.keyboard.type(`${new URL(page.url()).origin}/details/${componentTypeId}${component}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

// The lab badge shows 'Open' rather than 'Unknown' (no sensor reports to the test server).
test.beforeEach(async ({ request }) => postLabOpen(request, true));
test.use({ viewport: { width: 1280, height: 800 } });

test('a Loaner', async ({ page }) => {
  await signInAs(page, 'loaner');
  await expect(page.getByRole('list', { name: 'Component types' }).getByRole('listitem')).toHaveCount(10);
  await shoot(page, 'components-loaner');
  await openDetails(page);
  await shoot(page, 'component-details');
  const availability = page.getByRole('dialog', { name: DEMO_TYPE }).getByRole('region', { name: 'Availability' });
  await expect(availability.getByRole('table', { name: 'Availability' })).toBeVisible();
  await shootPart(page, availability, 'availability-loaner');

  // Two Arduinos booked ahead for next week, the live answer under the fields.
  const { labToday } = await getAsClerk<{ labToday: string }>(page, '/api/Environment');
  const from = nextMonday(labToday);
  await page.getByRole('dialog', { name: DEMO_TYPE }).getByRole('button', { name: 'Book ahead' }).click();
  const bookAhead = page.getByRole('dialog', { name: `Book ${DEMO_TYPE} ahead` });
  await typeDate(page, bookAhead.getByRole('group', { name: 'First day' }), from);
  await typeDate(page, bookAhead.getByRole('group', { name: 'Last day' }), addDays(from, 4));
  await bookAhead.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await shoot(page, 'book-ahead-loaner');
  await bookAhead.getByRole('button', { name: 'Confirm' }).click();
  await expect(bookAhead).toContainText(`Booked 2 × ${DEMO_TYPE}`);

  // None of the oscilloscopes is left: a place in their waiting list.
  await page.goto('/Components');
  const waited = await openDetails(page, WAITED_TYPE);
  await waited.getByRole('button', { name: 'Join waiting list' }).click();
  await expect(waited.getByText('You are number 1 in line', { exact: true })).toBeVisible();
  await closeNotification(page, `You joined the waiting list for ${WAITED_TYPE}.`);
  await shoot(page, 'waitlist-loaner');

  // Tall enough for the reservations and the bookings below them.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await visit(page, '/UserReservations', 'My reservations');
  await expect(page.getByRole('table', { name: 'My bookings' }).getByRole('row')).not.toHaveCount(1);
  await shoot(page, 'my-reservations-loaner');
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/UserLoans', 'My loans');
  await shoot(page, 'my-loans-loaner');
});

test('a Loaner extends a loan', async ({ page }) => {
  // The demo Loaner's loans are overdue: a Clerk lends her an Arduino for a fortnight first.
  await signInAs(page, 'loaner');
  await openDetails(page);
  const typeId = Number(page.url().match(/details\/(\d+)/)?.[1]);
  const arduinos = await getAsClerk<{ componentId: number; status: number }[]>(
    page,
    `/api/Component?Id=${typeId}&pageNumber=1&pageSize=50`,
  );
  const free = arduinos.find((component) => component.status === 0);
  if (!free) throw new Error('The demo data has no free Arduino');
  const { loanerId } = await getAsClerk<{ loanerId: number }>(page, '/api/Loaners/auid/au100003');
  const { labToday } = await getAsClerk<{ labToday: string }>(page, '/api/Environment');
  const returnDate = addDays(labToday, 14);
  const { loanId } = await postAsClerk<{ loanId: number }>(page, '/api/Loans/available', {
    componentId: free.componentId,
    loanerId,
    handinDate: returnDate,
    force: true,
  });
  // A week more is granted at once, and a second through the API: the rules grant two extensions at once. A third
  // date is a request, which the Clerk's pictures show.
  await visit(page, '/UserLoans', 'My loans');
  const row = page.getByRole('table', { name: 'My loans' }).getByRole('row').filter({ hasText: DEMO_TYPE });
  const extendedOnce = addDays(returnDate, 7);
  await row
    .filter({ hasText: displayDate(returnDate) })
    .getByRole('button', { name: 'Extend' })
    .click();
  const extend = page.getByRole('dialog', { name: `Extend your loan of ${DEMO_TYPE}` });
  const newReturnDate = extend.getByRole('group', { name: 'New return date' });
  await typeDate(page, newReturnDate, extendedOnce);
  await expect(extend).toContainText('This date is granted at once.');
  await shoot(page, 'extend-loan-loaner');
  await extend.getByRole('button', { name: 'Confirm' }).click();
  await expect(extend.getByRole('status')).toHaveText(`Your loan now runs until ${displayDate(extendedOnce)}.`);
  await extend.getByRole('button', { name: 'Close' }).click();
  await expect(extend).toBeHidden();
  const extendedTwice = addDays(extendedOnce, 7);
  await postAsLoaner(page, `/api/Loans/User/${loanId}/extension`, { returnDate: extendedTwice });

  await page.reload();
  const requested = addDays(extendedTwice, 14);
  await row
    .filter({ hasText: displayDate(extendedTwice) })
    .getByRole('button', { name: 'Extend' })
    .click();
  await typeDate(page, newReturnDate, requested);
  await expect(extend).toContainText('This date goes to the lab as a request.');
  await extend.getByRole('button', { name: 'Confirm' }).click();
  await expect(extend.getByRole('status')).toHaveText('Your request was sent to the lab; a Clerk will decide.');
  await extend.getByRole('button', { name: 'Close' }).click();
  await expect(extend).toBeHidden();
  // The loan says so in place of Extend until a Clerk decides.
  await expect(row.filter({ hasText: `Extension requested to ${displayDate(requested)}` })).toHaveCount(1);
});

test('a Clerk', async ({ page }) => {
  await signInAs(page, 'clerk');
  await visit(page, '/Reservations', 'Reservations');
  await shoot(page, 'reservations-clerk');
  await page
    .getByRole('button', { name: /Handout/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Hand out reservation' })).toBeVisible();
  await shoot(page, 'handout-reservation-clerk');

  await visit(page, '/Loans', 'Active loans');
  await shoot(page, 'loans-clerk');
  await page.getByRole('button', { name: 'Handin' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Handin' })).toBeVisible();
  await shoot(page, 'handin-clerk');

  await page.goto('/Components');
  await openDetails(page);
  await page
    .getByRole('button', { name: /^Handout component/ })
    .first()
    .click();
  const handout = page.getByRole('dialog', { name: new RegExp(`^Handout ${DEMO_TYPE}`) });
  await handout.getByRole('textbox', { name: 'Au id' }).fill(DEMO_STUDENT_AU_ID);
  await handout.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Found / })).toBeVisible();
  await shoot(page, 'handout-available-clerk');

  // The counter: the demo student's held reservation, a free Arduino, a component someone has on loan and 20
  // resistors from the drawer; then that loan scanned back in.
  type Labelled = { component: { componentTypeId: number; componentNumber: number } };
  const [held] = await getAsClerk<Labelled[]>(page, `/api/Reservations?searchString=${DEMO_STUDENT_AU_ID}`);
  const [lent] = await getAsClerk<Labelled[]>(page, '/api/Loans?pageNumber=1&pageSize=1');
  const typeId = Number(page.url().match(/details\/(\d+)/)?.[1]);
  const arduinos = await getAsClerk<{ componentNumber: number; status: number }[]>(
    page,
    `/api/Component?Id=${typeId}&pageNumber=1&pageSize=50`,
  );
  const free = arduinos.find((component) => component.status === 0);
  const [resistors] = await getAsClerk<{ componentTypeId: number }[]>(
    page,
    `/api/ComponentTypes?pageNumber=1&pageSize=1&searchString=${encodeURIComponent(SELF_SERVICE_CONSUMABLE)}`,
  );
  if (!held || !lent || !free || !resistors) {
    throw new Error('The demo data has no held reservation, loan, free Arduino or resistors');
  }
  // Tall enough for the whole hand-out: loaner, list, date and Confirm.
  await page.setViewportSize({ width: 1280, height: 1100 });
  await visit(page, '/Counter', 'Counter');
  await page.keyboard.type(DEMO_STUDENT_AU_ID);
  await page.keyboard.press('Enter');
  const found = page.getByRole('alert').filter({ hasText: /^Found / });
  await found.getByRole('button', { name: 'Close' }).click();
  await expect(found).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Scan a label' }).focus();
  await scanLabel(page, held.component.componentTypeId, held.component.componentNumber);
  await scanLabel(page, typeId, free.componentNumber);
  await scanLabel(page, lent.component.componentTypeId, lent.component.componentNumber);
  await scanLabel(page, resistors.componentTypeId);
  await page.getByRole('spinbutton', { name: `Quantity of ${SELF_SERVICE_CONSUMABLE}` }).fill('20');
  await expect(page.getByRole('table', { name: 'Components to hand out' }).getByRole('row')).toHaveCount(5);
  await shoot(page, 'counter-handout-clerk');

  await page.getByRole('tab', { name: 'Hand in' }).click();
  await scanLabel(page, lent.component.componentTypeId, lent.component.componentNumber);
  await expect(page.getByRole('table', { name: 'Components to take back' }).getByRole('row')).toHaveCount(2);
  await shoot(page, 'counter-handin-clerk');

  // Bookings: a new booking of four Nanos from today for a student's project group, which the jobs set aside at
  // once (they run when the test clock is set, here to the real time); then its one-step hand-out.
  await page.setViewportSize({ width: 1280, height: 800 });
  const { labToday } = await getAsClerk<{ labToday: string }>(page, '/api/Environment');
  await visit(page, '/Bookings', 'Bookings');
  await page.getByRole('button', { name: 'New booking' }).click();
  const booking = page.getByRole('dialog', { name: 'New booking' });
  await booking.getByRole('textbox', { name: 'Au id' }).fill(BOOKING_STUDENT_AU_ID);
  await booking.getByRole('button', { name: 'Search' }).click();
  await expect(booking.getByText(/^Loaner: /)).toBeVisible();
  await page
    .getByRole('alert')
    .filter({ hasText: /^Found / })
    .getByRole('button', { name: 'Close' })
    .click();
  await booking.getByRole('combobox', { name: 'Component type' }).fill(BOOKED_TYPE);
  await page.getByRole('option', { name: BOOKED_TYPE }).click();
  await typeDate(page, booking.getByRole('group', { name: 'Last day' }), addDays(labToday, 4));
  await booking.getByRole('spinbutton', { name: 'Quantity' }).fill('4');
  await shoot(page, 'new-booking-clerk');
  await booking.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, new RegExp(`^Booked 4 × ${BOOKED_TYPE} for `));
  await expect(booking).toBeHidden();
  await setServerClock(page.request, new Date());
  await page.reload();
  const pickUp = page
    .getByRole('table', { name: "Today's pick-ups" })
    .getByRole('row')
    .filter({ hasText: BOOKED_TYPE });
  await expect(pickUp).toContainText('4 ready, 0 collected');
  await shoot(page, 'bookings-clerk');
  await pickUp.getByRole('button', { name: 'Hand out' }).click();
  await expect(page.getByRole('dialog', { name: 'Hand out booking' })).toBeVisible();
  await shoot(page, 'handout-booking-clerk');
});

test('a Clerk sees a waiting list and extension requests', async ({ page }) => {
  await signInAs(page, 'clerk');
  // The oscilloscopes' waiting list, with the demo Loaner first in line.
  const waited = await openDetails(page, WAITED_TYPE);
  const queue = waited.getByRole('region', { name: 'Waiting list' });
  await expect(queue.getByRole('row').filter({ hasText: demo.loaner.name })).toHaveCount(1);
  await shootPart(page, queue, 'waitlist-queue-clerk');

  // The demo Loaner's request for a later return date, and the badge on Manage that counts it.
  await visit(page, '/Extensions', 'Extension requests');
  await expect(
    page.getByRole('table', { name: 'Waiting for a decision' }).getByRole('row').filter({ hasText: demo.loaner.name }),
  ).toHaveCount(1);
  await shoot(page, 'extension-requests-clerk');
});

test('an Admin', async ({ page }) => {
  await signInAs(page, 'admin');
  await openDetails(page);
  const details = page.getByRole('dialog', { name: DEMO_TYPE });
  await details.getByRole('button', { name: 'Inventory actions' }).click();
  await expect(details.getByRole('menuitem', { name: 'Add multiple' })).toBeVisible();
  await shoot(page, 'inventory-admin');

  await visit(page, '/Users', 'Users');
  await shoot(page, 'users-admin');
  await page.getByRole('button', { name: /^Edit user Carl/ }).click();
  await expect(page.getByRole('dialog', { name: 'Edit user' })).toBeVisible();
  await shoot(page, 'edit-user-admin');

  await visit(page, '/Categories', 'Categories');
  await shoot(page, 'categories-admin');
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Handin Date' }).click();
  await expect(page.getByRole('dialog', { name: 'Change default handin date' })).toBeVisible();
  await shoot(page, 'handin-date-admin');

  await visit(page, '/Emails', 'Emails');
  await shoot(page, 'emails-admin');
  await visit(page, '/Statistics', 'Statistics');
  await expect(page.getByRole('table', { name: 'Fully booked components' }).getByRole('row')).not.toHaveCount(1);
  await shoot(page, 'statistics-admin');
  await visit(page, '/Activity', 'Activity');
  await expect(page.getByRole('table', { name: 'Activity' }).getByRole('row')).not.toHaveCount(1);
  await shoot(page, 'activity-admin');
});

test('a Loaner takes consumables', async ({ page }) => {
  await signInAs(page, 'loaner');
  const resistors = await openDetails(page, SELF_SERVICE_CONSUMABLE);
  await resistors.getByRole('button', { name: 'Record what I took' }).click();
  const record = page.getByRole('dialog', { name: 'Record what I took' });
  await record.getByRole('spinbutton', { name: 'Quantity' }).fill('10');
  await shoot(page, 'record-taken-loaner');
  await record.getByRole('button', { name: 'Confirm' }).click();
  await expect(record).toHaveCount(0);
  await shoot(page, 'consumable-loaner');
});

test('a Clerk receives stock and sees what is low', async ({ page }) => {
  await signInAs(page, 'clerk');
  const leds = await openDetails(page, LOW_CONSUMABLE);
  await expect(leds.getByText('Low stock')).toBeVisible();
  await shoot(page, 'consumable-clerk');
  await leds.getByRole('button', { name: 'Receive stock' }).click();
  const receive = page.getByRole('dialog', { name: 'Receive stock' });
  await receive.getByRole('spinbutton', { name: 'Quantity' }).fill('500');
  await shoot(page, 'receive-stock-clerk');
  await receive.getByRole('button', { name: 'Cancel' }).click();
  await visit(page, '/LowStock', 'Low stock');
  await shoot(page, 'low-stock-clerk');
});

test('a Loaner reports a fault and a Clerk repairs it', async ({ page, browser }) => {
  await signInAs(page, 'loaner');
  await openDetails(page, FAULTY_TYPE);
  const typeId = Number(page.url().match(/details\/(\d+)/)?.[1]);
  const units = await getAsClerk<{ componentNumber: number; status: number }[]>(
    page,
    `/api/Component?Id=${typeId}&pageNumber=1&pageSize=50`,
  );
  const onShelf = units.find((unit) => unit.status === 0);
  if (!onShelf) throw new Error(`The demo data has no ${FAULTY_TYPE} on the shelf`);
  // As its QR label opens it: the type's page with the unit on top.
  await visit(page, `/details/${typeId}?component=${onShelf.componentNumber}`, FAULTY_TYPE);
  await page.getByRole('button', { name: 'Report fault' }).first().click();
  const report = page.getByRole('dialog', { name: `Report a fault on ${FAULTY_TYPE} No. ${onShelf.componentNumber}` });
  await report.getByRole('textbox', { name: 'What is wrong?' }).fill('The display stays blank after the self-test.');
  await shoot(page, 'report-fault-loaner');
  await report.getByRole('button', { name: 'Confirm' }).click();
  await expect(report).toHaveCount(0);

  const clerk = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInAs(clerk, 'clerk');
  await visit(clerk, '/Repairs', 'Repairs');
  await shoot(clerk, 'repairs-clerk');
  await clerk.getByRole('searchbox', { name: 'Search for repairs' }).fill(FAULTY_TYPE);
  await clerk.getByRole('button', { name: `Open ticket of ${FAULTY_TYPE} #${onShelf.componentNumber}` }).click();
  const ticket = clerk.getByRole('dialog', { name: 'Repair ticket' });
  await ticket.getByRole('textbox', { name: 'Add note' }).fill('The fuse is blown; a new one is ordered.');
  await shoot(clerk, 'repair-ticket-clerk');
});

test('an Admin calibrates multimeters yearly and records a calibration', async ({ page }) => {
  await signInAs(page, 'admin');
  const details = await openDetails(page, FAULTY_TYPE);
  const typeId = Number(page.url().match(/details\/(\d+)/)?.[1]);
  await details.getByRole('button', { name: 'Edit component type' }).click();
  const form = page.getByRole('dialog', { name: 'Edit component type' });
  await form.getByRole('textbox', { name: 'Calibration interval (days)' }).fill('365');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form).toHaveCount(0);

  // The last unit on the shelf, calibrated 350 days ago: due in a fortnight.
  const units = await getAsClerk<{ componentNumber: number; status: number }[]>(
    page,
    `/api/Component?Id=${typeId}&pageNumber=1&pageSize=50`,
  );
  const onShelf = units.filter((unit) => unit.status === 0).at(-1);
  if (!onShelf) throw new Error(`The demo data has no ${FAULTY_TYPE} on the shelf`);
  const { labToday } = await getAsClerk<{ labToday: string }>(page, '/api/Environment');
  await visit(page, `/details/${typeId}?component=${onShelf.componentNumber}`, FAULTY_TYPE);
  const recordName = `Record calibration of ${FAULTY_TYPE} no. ${onShelf.componentNumber}`;
  await page.getByRole('button', { name: recordName }).first().click();
  const record = page.getByRole('dialog', { name: recordName });
  await typeDate(page, record.getByRole('group', { name: 'Calibration date' }), addDays(labToday, -350));
  await record.getByRole('textbox', { name: 'Certificate' }).fill('CAL-2025-117');
  await shoot(page, 'record-calibration-clerk');
  await record.getByRole('button', { name: 'Confirm' }).click();
  await expect(record).toHaveCount(0);

  await visit(page, '/Calibrations', 'Calibration');
  await expect(page.getByRole('table', { name: 'Calibration' }).getByRole('row')).not.toHaveCount(1);
  await shoot(page, 'calibration-clerk');
});

test('an Admin makes a consumable, sets the lab and reads its consumption', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'Add component type' }).click();
  const form = page.getByRole('dialog', { name: 'Add component type' });
  await form.getByRole('textbox', { name: /Component name/ }).fill('Resistor 10 kΩ');
  await form.getByRole('combobox', { name: /Kind/ }).click();
  await page.getByRole('option', { name: 'Consumable: stock that is used up' }).click();
  await form.getByRole('textbox', { name: /Stock unit/ }).fill('pcs');
  await form.getByRole('textbox', { name: 'Reorder level' }).fill('100');
  await shoot(page, 'consumable-form-admin');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Lab settings' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Lab settings' }).getByRole('textbox', { name: 'Lab name' }),
  ).toBeVisible();
  await shoot(page, 'lab-settings-admin');
  await page.getByRole('dialog', { name: 'Lab settings' }).getByRole('button', { name: 'Cancel' }).click();
  await visit(page, '/Statistics', 'Statistics');
  await page.getByRole('tab', { name: 'Consumption' }).click();
  await expect(page.getByRole('table', { name: 'Consumption' }).getByRole('row')).not.toHaveCount(1);
  await shoot(page, 'consumption-admin');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a Loaner', async ({ page }) => {
    await signInAs(page, 'loaner');
    await shoot(page, 'mobile-components');
    await visit(page, '/UserLoans', 'My loans');
    await shoot(page, 'mobile-my-loans');
  });
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('a Loaner', async ({ page }) => {
    await signInAs(page, 'loaner');
    await shoot(page, 'components-dark');
  });
});

test('an Admin sees a Clerk role that comes from the organisation', async ({ page }) => {
  // A lab technician whose sign-in carries the organisation's lab-clerks group.
  const username = 'au300001@uni.example';
  const sso = await page.request.post('/idp/dev-token', { data: { username, groups: ['lab-clerks'] } });
  const { access_token: ssoToken } = (await sso.json()) as { access_token: string };
  const registered = await page.request.post('/api/Loaners/register', {
    headers: { authorization: `Bearer ${ssoToken}` },
    data: { firstName: 'Tove', lastName: 'Holm', studentNo: 'TH', mobileNo: '12345678', email: username },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await signInAs(page, 'admin');
  await visit(page, '/Users', 'Users');
  await page.getByRole('searchbox', { name: 'Search for users' }).fill('Tove Holm');
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('Clerk (from the organisation)');
  await page
    .getByRole('button', { name: /^Edit user/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit user' })).toBeVisible();
  await shoot(page, 'edit-user-organisation-admin');
});

// Last: the lab's rules and the requirement stay, and every journey before would meet them.
test('an Admin requires a training and writes the rules; a Loaner asks for it; a Clerk sees who needs what', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'loaner');
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInAs(admin, 'admin');
  await postAs('admin', admin, '/api/Qualifications', {
    name: 'Soldering safety',
    description: 'The safety introduction at the soldering benches: fumes, burns, the extractor.',
    validForDays: 365,
  });
  await postAs('admin', admin, '/api/Qualifications', {
    name: 'High voltage',
    description: 'Working on mains-powered circuits under supervision.',
    validForDays: null,
  });
  await visit(admin, '/Qualifications', 'Qualifications');
  await expect(admin.getByRole('table', { name: 'Qualifications' }).getByRole('row')).toHaveCount(3);
  await shoot(admin, 'qualifications-admin');

  await visit(admin, '/Components', 'Components');
  const details = await openDetails(admin, TRAINED_TYPE);
  const stationId = Number(admin.url().match(/details\/(\d+)/)?.[1]);
  await details.getByRole('button', { name: 'Edit component type' }).click();
  const form = admin.getByRole('dialog', { name: 'Edit component type' });
  await form.getByRole('combobox', { name: 'Required qualifications' }).click();
  await admin.getByRole('option', { name: 'Soldering safety' }).click();
  await admin.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form).toHaveCount(0);
  const lab = await getAs<{ name: string; noticeEmail: string | null }>('admin', admin, '/api/Lab');
  const { rules } = await putAs<{ rules: { version: number } }>('admin', admin, '/api/Lab', {
    name: lab.name,
    noticeEmail: lab.noticeEmail ?? '',
    rulesText: [
      'No food or drink at the benches.',
      'Switch soldering stations and power supplies off when you leave.',
      "Report a fault at once: use Report fault on the unit's page.",
      'Bring back what you borrowed by its return date, or extend the loan in time.',
    ].join('\n'),
  });
  // The Clerk has accepted them; the demo student has not.
  const clerkToken = await productToken(admin.request, demo.clerk.username);
  const accepted = await admin.request.post('/api/Loaners/Loaner/rules', {
    headers: { authorization: `Bearer ${clerkToken}` },
    data: { version: rules.version },
  });
  expect(accepted.status(), await accepted.text()).toBe(204);

  // The Loaner is asked to accept them when she next opens the app.
  await page.reload();
  const accept = page.getByRole('dialog', { name: 'Accept the lab rules' });
  await expect(accept).toContainText('No food or drink at the benches.');
  await shoot(page, 'accept-rules-loaner');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(accept).toHaveCount(0);
  await closeNotification(page, 'You have accepted the lab rules.');
  const loanerDetails = await openDetails(page, TRAINED_TYPE);
  await expect(loanerDetails.getByRole('region', { name: 'Required qualifications' })).toContainText('Not held');
  await shoot(page, 'qualification-details-loaner');
  await loanerDetails.getByRole('button', { name: 'Ask for training in Soldering safety' }).click();
  await expectNotification(page, 'You asked for the training in Soldering safety. The lab will get back to you.');
  await visit(page, '/Profile', 'Profile');
  await shootPart(page, page.getByRole('region', { name: 'My data' }), 'my-data-loaner');

  // Tall enough for the counter's warnings and the scanned row below them.
  const clerk = await (await browser.newContext({ viewport: { width: 1280, height: 1100 } })).newPage();
  await signInAs(clerk, 'clerk');
  await visit(clerk, '/TrainingRequests', 'Training requests');
  await expect(clerk.getByRole('table', { name: 'Training requests' })).toContainText(demo.loaner.name);
  await shoot(clerk, 'training-requests-clerk');

  // At the counter, a student who has neither signed the rules nor had the training.
  await visit(clerk, '/Counter', 'Counter');
  await clerk.getByRole('textbox', { name: 'Au id' }).fill(UNTRAINED_STUDENT_AU_ID);
  await clerk.keyboard.press('Enter');
  await expect(clerk.getByText(/has not accepted the lab rules/)).toBeVisible();
  const units = await getAsClerk<{ componentNumber: number; status: number }[]>(
    clerk,
    `/api/Component?Id=${stationId}&pageNumber=1&pageSize=50`,
  );
  const onShelf = units.find((unit) => unit.status === 0);
  if (!onShelf) throw new Error(`The demo data has no ${TRAINED_TYPE} on the shelf`);
  await scanLabel(clerk, stationId, onShelf.componentNumber);
  await expect(clerk.getByRole('table', { name: 'Components to hand out' })).toContainText('Needs Soldering safety');
  await closeNotification(clerk, 'Found');
  await shoot(clerk, 'counter-rules-clerk');
});
