import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { demo, newUsername } from '../support/accounts';
import { productToken, registerLoaner } from '../support/api';
import { CatalogueApi } from '../support/catalogue-api';
import { answerOf, labstockClient } from '../support/labstock-client';
import { newStudentAt } from '../support/new-student';
import { expectNotification } from '../support/notifications';
import { signInAs } from '../support/sign-in';

const adminApi = async (request: APIRequestContext) =>
  labstockClient(request, await productToken(request, demo.admin.username));

/**
 * Writes the lab's rules as the Admin; "" takes them away. The name and notice address stay as they are. Gives the
 * rules' version (0 for none).
 */
async function setLabRules(request: APIRequestContext, rulesText: string): Promise<number> {
  const admin = await adminApi(request);
  const { name, noticeEmail } = (await answerOf(admin.GET('/api/Lab'), 200)).data;
  const { data } = await answerOf(
    admin.PUT('/api/Lab', { body: { name, noticeEmail: noticeEmail ?? '', rulesText } }),
    200,
  );
  return data.rules?.version ?? 0;
}

// The rules are the lab's, not the journey's: the journeys after these must find a lab without them.
test.afterEach(async ({ request }) => setLabRules(request, ''));

/** A soldering station of its own in a category of its own, so that a requirement on it touches nothing else. */
async function solderingStation(request: APIRequestContext, run: string) {
  const catalogue = await CatalogueApi.asAdmin(request);
  const categoryName = `E2E Soldering ${run}`;
  const categoryId = await catalogue.addCategory(categoryName);
  const typeName = `E2E Soldering station ${run}`;
  const typeId = await catalogue.addComponentType({
    name: typeName,
    info: 'A temperature-controlled soldering station with a fume extractor.',
    categoryId,
  });
  await catalogue.addComponents(typeId, 3);
  return { categoryId, categoryName, typeId, typeName };
}

async function openFromManage(page: Page, item: string, heading: string) {
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('a Loaner refused a soldering station asks for the training, a Clerk grants it, and the lab’s rules are accepted at the next Reserve', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const qualification = `Soldering safety ${run}`;
  const { categoryName, typeId, typeName } = await solderingStation(request, run);

  // The Admin defines "Soldering safety", valid for a year ...
  await signInAs(page, 'admin');
  await openFromManage(page, 'Qualifications', 'Qualifications');
  await page.getByRole('button', { name: 'Add qualification' }).click();
  const form = page.getByRole('dialog', { name: 'Add qualification' });
  await form.getByRole('textbox', { name: 'Name' }).fill(qualification);
  await form
    .getByRole('textbox', { name: 'Description' })
    .fill('The safety introduction: fumes, burns, the extractor.');
  await form.getByRole('checkbox', { name: 'Without end' }).uncheck();
  await form.getByRole('textbox', { name: 'Valid for (days)' }).fill('365');
  await expectAccessibleAtBothWidths(page, 'Add qualification');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, 'Qualification added');
  const table = page.getByRole('table', { name: 'Qualifications' });
  await expect(table.getByRole('row').filter({ hasText: qualification })).toContainText('365 day(s)');
  await expectAccessibleAtBothWidths(page, 'Qualifications');

  // ... and requires it on the Soldering category, which reaches the category's station.
  await openFromManage(page, 'Categories', 'Categories');
  await page.getByRole('searchbox', { name: 'Search categories' }).fill(categoryName);
  await expect(page.getByRole('table', { name: 'Categories' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Edit ${categoryName}` }).click();
  const categoryForm = page.getByRole('dialog', { name: 'Edit category' });
  await categoryForm.getByRole('combobox', { name: 'Required qualifications' }).click();
  await page.getByRole('option', { name: qualification }).click();
  await page.keyboard.press('Escape');
  await expect(categoryForm.getByRole('combobox', { name: 'Required qualifications' })).toHaveText(qualification);
  await expectAccessibleAtBothWidths(page, 'Edit category with required qualifications');
  await categoryForm.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, 'Category successfully edited');

  // A student's Reserve is refused, naming what she lacks and where to get it; she asks for the training.
  const student = await newStudentAt(browser, request, { firstName: 'Sol', lastName: `Solder${run.slice(-5)}` });
  await student.page.goto(`/details/${typeId}`);
  const needs = student.page.getByRole('region', { name: 'Required qualifications' });
  await expect(needs.getByRole('listitem').filter({ hasText: qualification })).toContainText('Not held');
  await student.page.getByRole('button', { name: `Reserve ${typeName}` }).click();
  await expectNotification(
    student.page,
    `Reservation unsuccessful: You need ${qualification} to borrow ${typeName}. Ask for the training on the component's page or at the counter.`,
  );
  await expectAccessibleAtBothWidths(student.page, 'Details requiring a qualification');
  await needs.getByRole('button', { name: `Ask for training in ${qualification}` }).click();
  await expectNotification(
    student.page,
    `You asked for the training in ${qualification}. The lab will get back to you.`,
  );

  // The Clerk gives the training and grants it from the request.
  const clerk = await (await browser.newContext()).newPage();
  await signInAs(clerk, 'clerk');
  await openFromManage(clerk, 'Training requests', 'Training requests');
  const request_ = clerk.getByRole('table', { name: 'Training requests' }).getByRole('row').filter({
    hasText: student.auId,
  });
  await expect(request_).toContainText(qualification);
  await expectAccessibleAtBothWidths(clerk, 'Training requests');
  await request_.getByRole('button', { name: `Grant ${qualification} to ${student.name}` }).click();
  const confirmGrant = clerk.getByRole('dialog', { name: `Grant ${qualification}?` });
  await expect(confirmGrant).toContainText(`${student.name} holds ${qualification} from today`);
  await expectAccessibleAtBothWidths(clerk, 'Grant a training request');
  await confirmGrant.getByRole('button', { name: 'Grant' }).click();
  await expectNotification(clerk, `${student.name} now holds ${qualification}.`);
  await expect(request_).toHaveCount(0);

  // She holds it for a year from today, and Reserve works.
  await student.page.reload();
  await expect(needs.getByRole('listitem').filter({ hasText: qualification })).toContainText('Held until');
  await expect(needs.getByRole('button', { name: /^Ask for training/ })).toHaveCount(0);
  await student.page.getByRole('button', { name: `Reserve ${typeName}` }).click();
  await expectNotification(
    student.page,
    'Reservation successful. The Component must be picked up within 8 days or it will be deleted',
  );

  // The Admin writes the lab's rules.
  const rules = `Lab rules ${run}\nNo food or drink at the benches.\nSwitch the soldering station off after use.`;
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Lab settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Lab settings' });
  await settings.getByRole('textbox', { name: 'Lab rules' }).fill(rules);
  await settings.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, 'The lab settings are saved.');

  // Her next Reserve asks her to accept them first; once accepted, it goes through.
  await student.page.getByRole('button', { name: `Reserve ${typeName}` }).click();
  await expectNotification(
    student.page,
    /^Reservation unsuccessful: Accept the lab's rules before you borrow: read them \(version \d+\) in Labstock and accept them\.$/,
  );
  const accept = student.page.getByRole('dialog', { name: 'Accept the lab rules' });
  await expect(accept).toContainText('Switch the soldering station off after use.');
  await expectAccessibleAtBothWidths(student.page, 'Accept the lab rules');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expectNotification(student.page, 'You have accepted the lab rules.');
  await expect(accept).toBeHidden();
  await student.page.getByRole('button', { name: `Reserve ${typeName}` }).click();
  await expectNotification(
    student.page,
    'Reservation successful. The Component must be picked up within 8 days or it will be deleted',
  );

  await student.page.context().close();
  await clerk.context().close();
});

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabUntilFocused(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', maxStops = 40) {
  for (let stop = 0; stop < maxStops; stop++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('at the counter, by keyboard alone: the rules not accepted and a missing qualification are shown before the hand-out, and recorded there', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const qualification = `Soldering safety ${run}`;
  const { categoryId, categoryName, typeId, typeName } = await solderingStation(request, run);
  const admin = await adminApi(request);
  const { qualificationId } = (
    await answerOf(
      admin.POST('/api/Qualifications', { body: { name: qualification, description: null, validForDays: 365 } }),
      201,
    )
  ).data;
  await answerOf(
    admin.PUT('/api/Category', {
      body: { categoryId, name: categoryName, requiredQualificationIds: [qualificationId] },
    }),
    200,
  );
  const version = await setLabRules(request, `Lab rules ${run}\nSwitch the soldering station off after use.`);
  // The Clerk borrows too, and has accepted these rules: the dialog that asks them stays away from the counter.
  const clerkApi = labstockClient(request, await productToken(request, demo.clerk.username));
  await answerOf(clerkApi.POST('/api/Loaners/Loaner/rules', { body: { version } }), 204);
  const student = { ...newUsername(), firstName: 'Kim', lastName: `Counter${run.slice(-5)}` };
  await registerLoaner(request, student);
  const name = `${student.firstName} ${student.lastName}`;

  await signInAs(page, 'clerk');
  await page.goto('/Counter');
  await expect(page.getByRole('textbox', { name: 'Au id' })).toBeFocused();
  await page.keyboard.type(student.auId);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Loaner: ${name} (${student.auId})`)).toBeVisible();
  await expect(page.getByText(`${name} has not accepted the lab rules: nothing can be lent to them.`)).toBeVisible();

  // The station scanned: its row says what she lacks, and Ctrl+Enter hands nothing out.
  const scanField = page.getByRole('textbox', { name: 'Scan a label' });
  await expect(scanField).toBeFocused();
  await page.keyboard.type(`${new URL(page.url()).origin}/details/${typeId}?component=1`);
  await page.keyboard.press('Enter');
  const row = page
    .getByRole('table', { name: 'Components to hand out' })
    .getByRole('row')
    .filter({ hasText: typeName });
  await expect(row).toContainText(`Needs ${qualification}: grant it below once they have had the training.`);
  await expect(page.getByRole('alert').filter({ hasText: /^Found / })).toHaveCount(0, { timeout: 15_000 });
  await expectAccessibleAtBothWidths(page, 'Counter with the rules and a qualification missing');
  await expect(scanField).toBeFocused();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Nothing in the list can go to this loaner.')).toBeVisible();

  // She signs the rules on paper: the Clerk records it.
  await tabUntilFocused(page, page.getByRole('button', { name: 'Record acceptance on paper' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const paper = page.getByRole('dialog', { name: 'Record acceptance on paper' });
  await expect(paper).toContainText(`${name} has read and signed version`);
  await tabUntilFocused(page, paper.getByRole('button', { name: 'Record' }));
  await page.keyboard.press('Enter');
  await expectNotification(page, `${name}'s acceptance of the lab rules is recorded.`);
  await expect(page.getByText(`${name} has not accepted the lab rules`)).toHaveCount(0);

  // She has had the training: the Clerk grants it below the hand-out, and the station may go.
  await tabUntilFocused(page, page.getByRole('button', { name: 'Grant qualification' }));
  await page.keyboard.press('Enter');
  const grant = page.getByRole('dialog', { name: 'Grant qualification' });
  await expect(grant.getByRole('combobox', { name: 'Qualification' })).toBeFocused();
  await expectAccessibleAtBothWidths(page, 'Grant qualification');
  await expect(grant.getByRole('combobox', { name: 'Qualification' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: qualification })).toBeVisible();
  await page.keyboard.type(qualification);
  await page.keyboard.press('Enter');
  await expect(grant.getByRole('combobox', { name: 'Qualification' })).toHaveText(qualification);
  await tabUntilFocused(page, grant.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expectNotification(page, `${name} now holds ${qualification}.`);
  await expect(row).toContainText('Available');

  await tabUntilFocused(page, scanField, 'Shift+Tab');
  await page.keyboard.press('Control+Enter');
  await expectNotification(page, `Handed out 1 component(s) to ${name}.`);
});
