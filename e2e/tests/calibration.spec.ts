import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { demo, newUsername } from '../support/accounts';
import { productToken, registerLoaner } from '../support/api';
import { CatalogueApi, displayDate } from '../support/catalogue-api';
import { addDays, typeDate } from '../support/lab-days';
import { answerOf, labstockClient } from '../support/labstock-client';
import { expectNotification } from '../support/notifications';
import { signInAs } from '../support/sign-in';

/** The last calibration of the unit in the journey, this many days before the lab's today: due in 5 days. */
const CALIBRATED_DAYS_AGO = 360;
const INTERVAL_DAYS = 365;

async function signedInPage(browser: Browser, role: 'admin' | 'clerk'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

/** Records a calibration in the dialog its button opens: the date typed, a certificate, confirmed. */
async function recordCalibration(page: Page, opener: Locator, dialogName: string, on: string, certificate: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await typeDate(page, dialog.getByRole('group', { name: 'Calibration date' }), on);
  await dialog.getByRole('textbox', { name: 'Certificate' }).fill(certificate);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, 'Calibration recorded');
  await expect(dialog).toBeHidden();
}

/** The Clerk's hand-out of unit 1 from the type's page, to the student, until `returnDate`; the dialog stays open. */
async function handOutUnitOne(page: Page, typeName: string, auId: string, returnDate: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Handout component 1' }).click();
  const handout = page.getByRole('dialog', { name: `Handout ${typeName} no. 1` });
  await handout.getByRole('textbox', { name: 'Au id' }).fill(auId);
  await handout.getByRole('button', { name: 'Search' }).click();
  await expect(handout.getByText(`(${auId})`)).toBeVisible();
  await typeDate(page, handout.getByRole('group', { name: 'Handin date' }), returnDate);
  await handout.getByRole('button', { name: 'Confirm' }).click();
  return handout;
}

test('an Admin sets a yearly calibration on multimeters: a unit falling due is lent only until the day before, and a new calibration lifts it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const catalogue = await CatalogueApi.asAdmin(request);
  const categoryId = await catalogue.addCategory(`E2E Calibration ${run}`);
  const typeName = `E2E Calibrated multimeter ${run}`;
  const typeId = await catalogue.addComponentType({ name: typeName, info: 'A bench multimeter.', categoryId });
  await catalogue.addComponents(typeId, 2);
  const student = { ...newUsername(), firstName: 'Cal', lastName: `Student${run.slice(-5)}` };
  await registerLoaner(request, student);
  const clerkApi = labstockClient(request, await productToken(request, demo.clerk.username));
  const { labToday } = (await answerOf(clerkApi.GET('/api/Environment'), 200)).data;
  const calibratedOn = addDays(labToday, -CALIBRATED_DAYS_AGO);
  const dueOn = addDays(calibratedOn, INTERVAL_DAYS);

  // The Admin gives the type a calibration interval of a year in its form, and records unit 1's last calibration.
  await signInAs(page, 'admin');
  await page.goto(`/details/${typeId}`);
  await page.getByRole('button', { name: 'Edit component type' }).click();
  const form = page.getByRole('dialog', { name: 'Edit component type' });
  await form.getByRole('textbox', { name: 'Calibration interval (days)' }).fill(String(INTERVAL_DAYS));
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Calibrated every ${INTERVAL_DAYS} days`)).toBeVisible();
  await page.getByRole('button', { name: 'Details of component 1' }).click();
  const unitOneName = `Record calibration of ${typeName} no. 1`;
  await recordCalibration(page, page.getByRole('button', { name: unitOneName }), unitOneName, calibratedOn, 'CAL-117');

  // The Clerk's hand-out of unit 1 for ten days reaches its due day: refused, with the latest day that works.
  const clerk = await signedInPage(browser, 'clerk');
  await clerk.goto(`/details/${typeId}`);
  let handout = await handOutUnitOne(clerk, typeName, student.auId, addDays(labToday, 10));
  const latest = displayDate(addDays(dueOn, -1));
  await expect(handout).toContainText(
    `${typeName} No. 1 is due for calibration on ${displayDate(dueOn)}: it can be lent until ${latest} at the latest.`,
  );
  await expect(handout.getByRole('button', { name: `Use ${latest}` })).toBeVisible();
  await expectAccessibleAtBothWidths(clerk, 'Hand out refused for a calibration due');
  await handout.getByRole('button', { name: 'Cancel' }).click();
  await expect(handout).toBeHidden();

  // The Calibration list shows the unit due within 30 days and the never calibrated unit 2 after it.
  await clerk.getByRole('button', { name: 'Manage' }).click();
  await clerk.getByRole('menuitem', { name: 'Calibration' }).click();
  await expect(clerk.getByRole('heading', { level: 1, name: 'Calibration' })).toBeVisible();
  const list = clerk.getByRole('table', { name: 'Calibration' });
  const rows = list.getByRole('row').filter({ hasText: typeName });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(displayDate(dueOn));
  await expect(rows.nth(1)).toContainText('Never calibrated');
  await expectAccessibleAtBothWidths(clerk, 'Calibration');

  // Calibrated again today: the same hand-out goes through.
  await recordCalibration(
    clerk,
    rows.first().getByRole('button', { name: unitOneName }),
    unitOneName,
    labToday,
    'CAL-118',
  );
  await clerk.goto(`/details/${typeId}`);
  handout = await handOutUnitOne(clerk, typeName, student.auId, addDays(labToday, 10));
  await expectNotification(clerk, 'Success');
  await expect(handout).toBeHidden();
});
