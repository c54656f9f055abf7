import { expect, type Page, test } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { demo } from '../support/accounts';
import { productToken } from '../support/api';
import { CatalogueApi } from '../support/catalogue-api';
import { answerOf, labstockClient } from '../support/labstock-client';
import { newStudentAt } from '../support/new-student';
import { expectNotification } from '../support/notifications';
import { solidPng } from '../support/png';
import { signInAs } from '../support/sign-in';

/** How a screen reader hears a day's cell of the availability calendar, e.g. "Monday 30 November: 1 available". */
const dayName = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const calendarCell = (isoDate: string, available: number) =>
  `${dayName.format(new Date(`${isoDate}T00:00:00Z`))}: ${available} available`;

/** Opens the ticket of a unit of a type on the Repairs screen, reached from the Manage menu and searched by name. */
async function openTicket(page: Page, typeName: string, unit: string) {
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Repairs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repairs' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for repairs' }).fill(typeName);
  await page
    .getByRole('table', { name: 'Repairs' })
    .getByRole('button', { name: `Open ticket of ${unit}` })
    .click();
  const ticket = page.getByRole('dialog', { name: 'Repair ticket' });
  await expect(ticket).toBeVisible();
  return ticket;
}

test('a fault reported with a photo from the label’s page takes the unit out of lending; repaired, it goes to the next in line', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const catalogue = await CatalogueApi.asAdmin(request);
  const categoryId = await catalogue.addCategory(`E2E Repairs ${run}`);
  const typeName = `E2E Multimeter ${run}`;
  const typeId = await catalogue.addComponentType({ name: typeName, info: 'A handheld multimeter.', categoryId });
  await catalogue.addComponents(typeId, 1);
  const unit = `${typeName} #1`;
  const clerkApi = labstockClient(request, await productToken(request, demo.clerk.username));
  const { labToday } = (await answerOf(clerkApi.GET('/api/Environment'), 200)).data;

  // A student scans the multimeter's QR label: the type's page with unit No. 1 on top. She reports that its
  // display stays blank, with a photo.
  const reporter = await newStudentAt(browser, request, { firstName: 'Fay', lastName: `Reporter${run.slice(-5)}` });
  await reporter.page.goto(`/details/${typeId}?component=1`);
  const calendar = reporter.page.getByRole('table', { name: 'Availability' });
  await expect(calendar.getByRole('cell', { name: calendarCell(labToday, 1) })).toBeVisible();
  const labelled = reporter.page.getByRole('region', { name: 'Component No. 1' });
  await labelled.getByRole('button', { name: 'Report fault' }).click();
  const report = reporter.page.getByRole('dialog', { name: `Report a fault on ${typeName} No. 1` });
  await report.getByRole('textbox', { name: 'What is wrong?' }).fill('The display stays blank after the self-test.');
  await report
    .locator('input[type="file"]')
    .setInputFiles({ name: 'blank-display.png', mimeType: 'image/png', buffer: solidPng(64, 48, [20, 20, 20]) });
  await expect(report.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await expectAccessibleAtBothWidths(reporter.page, 'Report a fault');
  await report.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(
    reporter.page,
    'Thank you — the fault is reported. The unit is taken out of lending until it is repaired.',
  );

  // The unit is Defect at once: gone from the calendar, its row says a fault is reported.
  await expect(calendar.getByRole('cell', { name: calendarCell(labToday, 0) })).toBeVisible();
  await expect(labelled).toContainText('1 fault(s) reported');
  await expect(labelled).toContainText('Defect');

  // Another student finds none in stock and joins the waiting list.
  const next = await newStudentAt(browser, request, { firstName: 'Fay', lastName: `Next${run.slice(-5)}` });
  await next.page.goto(`/details/${typeId}`);
  await expect(next.page.getByText('In stock: 0', { exact: true })).toBeVisible();
  await next.page.getByRole('button', { name: 'Join waiting list' }).click();
  await expectNotification(next.page, `You joined the waiting list for ${typeName}. You are number 1 in line.`);

  // The Clerk finds the ticket on Repairs, with the report, its photo and who made it, and starts the repair.
  await signInAs(page, 'clerk');
  let ticket = await openTicket(page, typeName, unit);
  await expect(ticket).toContainText('The display stays blank after the self-test.');
  await expect(ticket).toContainText(reporter.name);
  const photo = ticket.getByRole('img', { name: 'Photo of the fault: The display stays blank after the self-test.' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessibleAtBothWidths(page, 'Repair ticket');
  await ticket.getByRole('textbox', { name: 'Add note' }).fill('The fuse is blown; a new one is ordered.');
  await ticket.getByRole('button', { name: 'Start repair' }).click();
  await expectNotification(page, `The repair of ${unit} has started.`);

  // The fuse arrives: the unit is fixed, at a cost, and the ticket leaves the open list.
  await page.keyboard.press('Escape');
  await expect(ticket).toBeHidden();
  await expectAccessibleAtBothWidths(page, 'Repairs');
  ticket = await openTicket(page, typeName, unit);
  await expect(ticket).toContainText('The fuse is blown; a new one is ordered.');
  await ticket.getByRole('textbox', { name: 'Cost' }).fill('12.50');
  await ticket.getByRole('button', { name: 'Fixed' }).click();
  await expectNotification(page, `${unit} is fixed and can be lent again.`);
  await expect(page.getByRole('table', { name: 'Repairs' }).getByRole('row').filter({ hasText: typeName })).toHaveCount(
    0,
  );

  // The next in line gets the unit: held for her, her place in line gone.
  await next.page.goto('/UserReservations');
  await expect(
    next.page.getByRole('table', { name: 'My reservations' }).getByRole('row').filter({ hasText: typeName }),
  ).toHaveCount(1);
  await expect(
    next.page.getByRole('table', { name: 'My waiting lists' }).getByRole('row').filter({ hasText: typeName }),
  ).toHaveCount(0);

  // The unit's history tells the Clerk every step, and the unit is held for her.
  await page.goto(`/details/${typeId}?component=1`);
  const labelledForClerk = page.getByRole('region', { name: 'Component No. 1' });
  await expect(labelledForClerk).toContainText('Reserved by loaner');
  const history = labelledForClerk.getByRole('list', { name: 'History of component 1' });
  for (const step of ['Fault reported', 'Repair ticket opened', 'Repair note added', 'Repair ticket moved on']) {
    await expect(history.getByRole('listitem').filter({ hasText: step }).first()).toBeVisible();
  }
});
