import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { newUsername } from '../support/accounts';
import { productToken, registerLoaner, setServerClock } from '../support/api';
import { CatalogueApi, displayDate } from '../support/catalogue-api';
import { addDays, typeDate } from '../support/lab-days';
import { LendingApi } from '../support/lending-api';
import { expectNotification } from '../support/notifications';
import { signIn, signInAs } from '../support/sign-in';

/** Audits what the page shows at 1280 px and on a phone at 375 px, then goes back to 1280 px. */
async function expectAccessibleAtBothWidths(page: Page, screen: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page, `${screen} (1280 px)`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, `${screen} (375 px)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The lab's today and the longest loan the Admin allows, as the server says them. */
async function labTodayAndLongestLoan(request: APIRequestContext, username: string) {
  const headers = { authorization: `Bearer ${await productToken(request, username)}` };
  const environment = await request.get('/api/Environment', { headers });
  const policy = await request.get('/api/Loans/policy', { headers });
  expect(environment.status(), await environment.text()).toBe(200);
  expect(policy.status(), await policy.text()).toBe(200);
  const { labToday } = (await environment.json()) as { labToday: string };
  const { maxLoanDays } = (await policy.json()) as { maxLoanDays: number };
  return { labToday, maxLoanDays };
}

async function openAccountItem(page: Page, item: 'My reservations' | 'My loans') {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

test('a Loaner waits for an out-of-stock type and is handed the unit a Clerk takes back; the loan is extended at once, then, as another waits, by a request the Clerk approves', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // three users, and audits of three screens at two widths
  const catalogue = await CatalogueApi.asAdmin(request);
  const lending = await LendingApi.asStaff(request);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const categoryId = await catalogue.addCategory(`E2E Waiting ${run}`);
  const typeName = `E2E Spectrum analyser ${run}`;
  const typeId = await catalogue.addComponentType({ name: typeName, info: 'The lab has only one.', categoryId });
  await catalogue.addComponents(typeId, 1);

  // The one unit is out with another student: the type is out of stock.
  const holder = { ...newUsername(), firstName: 'Holger', lastName: `Holder${run.slice(-5)}` };
  await registerLoaner(request, holder);
  const [unit] = await lending.componentIds(typeId);
  if (unit === undefined) throw new Error('the type has no component');
  await lending.handOut(await lending.loanerId(holder.auId), [unit], await catalogue.defaultReturnDate());

  // Wanda, a new student, finds none in stock and joins the waiting list from the type's details.
  const wanda = { ...newUsername(), firstName: 'Wanda', lastName: `Waiting${run.slice(-5)}` };
  const wandasName = `Wanda ${wanda.lastName}`;
  await registerLoaner(request, wanda);
  await signIn(page, { username: wanda.username });
  await expect(page).toHaveURL(/\/Components/, { timeout: 30_000 });
  await page.goto(`/details/${typeId}`);
  await expect(page.getByRole('heading', { level: 1, name: typeName })).toBeVisible();
  await expect(page.getByText('In stock: 0', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Reserve ${typeName}` })).toHaveCount(0);
  const join = page.getByRole('button', { name: 'Join waiting list' });
  const leave = page.getByRole('button', { name: 'Leave waiting list' });
  const firstInLine = page.getByText('You are number 1 in line', { exact: true });
  await join.click();
  await expectNotification(page, `You joined the waiting list for ${typeName}. You are number 1 in line.`);
  await expect(firstInLine).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Component details page, in line (Loaner)');
  // Leaving gives the place up, after she confirms; joining again takes the first place, as nobody else waits.
  await leave.click();
  await page
    .getByRole('dialog', { name: 'Leave waiting list' })
    .getByRole('button', { name: 'Leave waiting list' })
    .click();
  await expectNotification(page, `You left the waiting list for ${typeName}.`);
  await expect(firstInLine).toHaveCount(0);
  await join.click();
  await expect(firstInLine).toBeVisible();
  await expect(leave).toBeVisible();

  // My reservations lists her place in line, and counts it toward the reservations she may hold.
  await openAccountItem(page, 'My reservations');
  const limit = page.getByRole('status').filter({ hasText: /^1 of \d+ reservations\./ });
  await expect(limit).toContainText('Places on waiting lists count as reservations.');
  const place = page.getByRole('table', { name: 'My waiting lists' }).getByRole('row').filter({ hasText: typeName });
  await expect(place.getByRole('cell').nth(1)).toHaveText('1');

  // A Clerk sees Wanda first in the type's queue and takes the other student's loan back, Available.
  const clerkContext = await browser.newContext();
  const clerk = await clerkContext.newPage();
  await signInAs(clerk, 'clerk');
  await clerk.goto(`/details/${typeId}`);
  const queued = clerk.getByRole('table', { name: 'Waiting list' }).getByRole('row').filter({ hasText: wandasName });
  await expect(queued.getByRole('cell').first()).toHaveText('1');
  await expect(queued).toContainText(wanda.auId);
  await clerk.getByRole('button', { name: 'Manage' }).click();
  await clerk.getByRole('menuitem', { name: 'Loans' }).click();
  await clerk.getByRole('searchbox', { name: 'Search for loans' }).fill(typeName);
  const holdersRow = clerk.getByRole('table', { name: 'Loans' }).getByRole('row').filter({ hasText: typeName });
  await expect(holdersRow).toContainText(holder.auId);
  await holdersRow.getByRole('button', { name: 'Handin' }).click();
  const handin = clerk.getByRole('dialog', { name: 'Handin' });
  await expect(handin.getByRole('combobox', { name: 'Status' })).toHaveText('Available');
  await handin.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(clerk, 'Handin successful.');
  await expect(holdersRow).toHaveCount(0);

  // The unit is held for Wanda: her reservation instead of her place in line, and an e-mail. The notice job runs
  // every minute; moving the test clock to now runs it at once.
  await page.reload();
  const reservation = page
    .getByRole('table', { name: 'My reservations' })
    .getByRole('row')
    .filter({ hasText: typeName });
  await expect(reservation).toHaveCount(1);
  await expect(place).toHaveCount(0);
  await expect(limit).toBeVisible();
  await setServerClock(request, new Date());
  await expect
    .poll(async () => (await lending.emailsTo(wanda.username, typeName)).map((email) => email.subject))
    .toEqual(['A component you waited for is held for you at the electronics lab']);

  // She collects it: the Clerk hands it out for a week.
  const { labToday, maxLoanDays } = await labTodayAndLongestLoan(request, wanda.username);
  const firstReturnDate = addDays(labToday, 7);
  const wandasLoan = await lending.handOutReservationOf(typeName, firstReturnDate);

  // Wanda extends the loan by a week, granted at once: within the rules, and nobody waits for the type.
  await openAccountItem(page, 'My loans');
  const loan = page.getByRole('table', { name: 'My loans' }).getByRole('row').filter({ hasText: typeName });
  await expect(loan).toContainText(displayDate(firstReturnDate));
  const extend = page.getByRole('dialog', { name: `Extend your loan of ${typeName}` });
  const newReturnDate = extend.getByRole('group', { name: 'New return date' });
  const atOnceLimit = addDays(labToday, maxLoanDays);
  await loan.getByRole('button', { name: 'Extend' }).click();
  await expect(extend).toContainText(`Now due back on ${displayDate(firstReturnDate)}.`);
  await expect(extend).toContainText(`Granted at once up to ${displayDate(atOnceLimit)}.`);
  const extendedOnce = addDays(firstReturnDate, 7);
  await typeDate(page, newReturnDate, extendedOnce);
  await expect(extend).toContainText('This date is granted at once.');
  await extend.getByRole('button', { name: 'Confirm' }).click();
  await expect(extend.getByRole('status')).toHaveText(`Your loan now runs until ${displayDate(extendedOnce)}.`);
  await extend.getByRole('button', { name: 'Close' }).click();
  await expect(extend).toBeHidden();
  await expect(loan).toContainText(displayDate(extendedOnce));

  // The other student now waits for the type: no date is granted at once, and one asked for goes to the lab as a
  // request. None may be later than the longest loan.
  const holderAuth = { authorization: `Bearer ${await productToken(request, holder.username)}` };
  const joined = await request.post(`/api/Waitlist/${typeId}`, { headers: holderAuth });
  expect(joined.status(), await joined.text()).toBe(201);
  const requested = addDays(extendedOnce, 14);
  await loan.getByRole('button', { name: 'Extend' }).click();
  await expect(extend).toContainText(`Now due back on ${displayDate(extendedOnce)}.`);
  await expect(extend).toContainText('Someone is waiting for this kind of component');
  await expect(extend).toContainText(`A loan can run until ${displayDate(atOnceLimit)} at the latest.`);
  await typeDate(page, newReturnDate, requested);
  await expect(extend).toContainText('This date goes to the lab as a request.');
  await extend.getByRole('button', { name: 'Confirm' }).click();
  await expect(extend.getByRole('status')).toHaveText('Your request was sent to the lab; a Clerk will decide.');
  await extend.getByRole('button', { name: 'Close' }).click();
  await expect(extend).toBeHidden();
  await expect(loan).toContainText(displayDate(extendedOnce));
  await expect(loan).toContainText(`Extension requested to ${displayDate(requested)}`);
  await expect(loan.getByRole('button', { name: 'Extend' })).toHaveCount(0);

  // The Clerk sees the request on the Manage menu's badge and approves it on Extension requests.
  await clerk.reload();
  // The badge is for the eye; the button's description says the count in words.
  const manage = clerk.getByRole('button', { name: 'Manage' });
  const pending = await lending.pendingExtensionCount();
  expect(pending).toBeGreaterThan(0);
  await expect(manage).toHaveAccessibleDescription(`${pending} extension request(s) wait for a decision`);
  await expect(manage.getByText(String(pending), { exact: true })).toBeVisible();
  await manage.click();
  await clerk.getByRole('menuitem', { name: 'Extension requests' }).click();
  await expect(clerk.getByRole('heading', { level: 1, name: 'Extension requests' })).toBeVisible();
  const ask = clerk
    .getByRole('table', { name: 'Waiting for a decision' })
    .getByRole('row')
    .filter({ hasText: typeName });
  await expect(ask).toContainText(`${wandasName} (${wanda.auId})`);
  await expect(ask).toContainText(displayDate(extendedOnce));
  await expect(ask).toContainText(displayDate(requested));
  await expectAccessibleAtBothWidths(clerk, 'Extension requests');
  // On a phone the list is cards, which a dialog opened from a row does not outlive: Decline's dialog is audited at
  // each width from its own opening, and left with Escape.
  const decline = clerk.getByRole('dialog', { name: 'Decline the extension' });
  for (const width of [375, 1280]) {
    await clerk.setViewportSize({ width, height: 800 });
    await clerk
      .getByRole('table', { name: 'Waiting for a decision' })
      .or(clerk.getByRole('list', { name: 'Waiting for a decision' }))
      .getByRole(width < 600 ? 'listitem' : 'row')
      .filter({ hasText: typeName })
      .getByRole('button', { name: 'Decline' })
      .click();
    await expect(decline).toContainText(
      `${wandasName} (${wanda.auId}) asked to keep ${typeName} until ${displayDate(requested)}.`,
    );
    await expectAccessible(clerk, `Decline the extension dialog (${width} px)`);
    await clerk.keyboard.press('Escape');
    await expect(decline).toBeHidden();
  }
  await ask.getByRole('button', { name: 'Approve' }).click();
  await expectNotification(clerk, `${wandasName}'s loan now runs until ${displayDate(requested)}.`);
  await expect(ask).toHaveCount(0);
  await clerkContext.close();

  // Wanda's loan now runs until the date she asked for, and she may ask again.
  await page.reload();
  await expect(loan).toContainText(displayDate(requested));
  await expect(loan).not.toContainText(displayDate(extendedOnce));
  await expect(loan.getByRole('button', { name: 'Extend' })).toBeVisible();
  // And the e-mail of the decision.
  await setServerClock(request, new Date());
  await expect
    .poll(
      async () => (await lending.emailsTo(wanda.username, `the new return date is ${displayDate(requested)}`)).length,
    )
    .toBe(1);

  // Nothing stays on loan or in line: the journeys after this one see the lab as it was.
  const { waitlistEntryId } = (await joined.json()) as { waitlistEntryId: number };
  const left = await request.delete(`/api/Waitlist/${waitlistEntryId}`, { headers: holderAuth });
  expect(left.status(), await left.text()).toBe(204);
  await lending.handIn([wandasLoan]);
});
