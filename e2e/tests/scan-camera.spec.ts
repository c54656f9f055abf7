import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demo, newUsername } from '../support/accounts';
import { productToken, registerLoaner } from '../support/api';
import { CatalogueApi } from '../support/catalogue-api';
import { fakeCameraArgs, writeFakeCameraVideo } from '../support/fake-camera';
import { expectNotification } from '../support/notifications';
import { decodePng } from '../support/png';
import { signInAs } from '../support/sign-in';

/** Component status 0 (spec: Available). */
const AVAILABLE = 0;

async function get<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/**
 * A component type of the test's own with one component, handed out by the demo Clerk to a new student:
 * a component on loan that no other journey touches.
 */
async function componentOnLoan(request: APIRequestContext) {
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const catalogue = await CatalogueApi.asAdmin(request);
  const categoryId = await catalogue.addCategory(`E2E Scan ${run}`);
  const typeName = `E2E Multimeter ${run}`;
  const typeId = await catalogue.addComponentType({ name: typeName, info: 'A handheld multimeter.', categoryId });
  await catalogue.addComponents(typeId, 1);

  const student = { ...newUsername(), firstName: 'Sofie', lastName: `Scanner${run.slice(-5)}` };
  await registerLoaner(request, student);
  const { loanerId } = await get<{ loanerId: number }>(
    request,
    await productToken(request, student.username),
    '/api/Loaners/Loaner',
  );

  const clerkToken = await productToken(request, demo.clerk.username);
  const [component] = await get<{ componentId: number; componentNumber: number }[]>(
    request,
    clerkToken,
    `/api/Component?Id=${typeId}`,
  );
  if (!component) throw new Error('the new type has no component');
  const handout = await request.post('/api/Loans/available', {
    headers: { authorization: `Bearer ${clerkToken}` },
    data: { componentId: component.componentId, loanerId, handinDate: await catalogue.defaultReturnDate() },
  });
  expect(handout.status(), await handout.text()).toBe(201);

  const status = async () =>
    (await get<{ status: number }[]>(request, clerkToken, `/api/Component?Id=${typeId}`))[0]?.status;
  return { typeId, typeName, componentNumber: component.componentNumber, student, status };
}

/** The Admin's label sheet of the type, as printed: a picture of the component's one label (PNG). */
async function printedLabel(page: Page, typeId: number, typeName: string, componentNumber: number) {
  await signInAs(page, 'admin');
  await page.goto(`/labels?componentTypeId=${typeId}`);
  await expect(page.getByRole('heading', { name: `Labels: ${typeName}` })).toBeVisible();
  const label = page.getByTestId('component-label');
  await expect(label).toHaveCount(1);
  await expect(label.getByRole('img', { name: `QR code of ${typeName} No. ${componentNumber}` })).toBeVisible();
  await expect(label).toContainText(`No. ${componentNumber}`);
  return label.screenshot({ animations: 'disabled' });
}

test('a Clerk scans a printed label with the camera and hands the component in', async ({
  browser,
  launchOptions,
  headless,
  baseURL,
  request,
}, testInfo) => {
  // Two sign-ins, a browser launch and QR decoding on a busy machine.
  test.slow();
  const loan = await componentOnLoan(request);
  expect(await loan.status()).not.toBe(AVAILABLE);

  // The label, rendered by the real label sheet at twice the CSS pixels (as a printer's finer dots)…
  const admin = await browser.newContext({ deviceScaleFactor: 2 });
  const labelPng = await printedLabel(await admin.newPage(), loan.typeId, loan.typeName, loan.componentNumber);
  await admin.close();
  await testInfo.attach('printed label', { body: labelPng, contentType: 'image/png' });

  // …held in front of the fake camera: a looping 640 × 480 video of it on white paper.
  const video = testInfo.outputPath('label.y4m');
  writeFakeCameraVideo(video, decodePng(labelPng));

  const cameraBrowser = await browser.browserType().launch({
    ...launchOptions,
    headless,
    args: [...(launchOptions.args ?? []), ...fakeCameraArgs(video)],
  });
  try {
    const context = await cameraBrowser.newContext({ baseURL, permissions: ['camera'] });
    const clerk = await context.newPage();
    await signInAs(clerk, 'clerk');

    // The loan is in the Clerk's list of active loans.
    await clerk.getByRole('button', { name: 'Manage' }).click();
    await clerk.getByRole('menuitem', { name: 'Loans' }).click();
    await expect(clerk.getByRole('heading', { name: 'Active loans' })).toBeVisible();
    await clerk.getByRole('searchbox', { name: 'Search for loans' }).fill(loan.typeName);
    const active = clerk.getByRole('table', { name: 'Loans' }).getByRole('row').filter({ hasText: loan.typeName });
    await expect(active).toHaveCount(1);
    await expect(active).toContainText(loan.student.auId);

    // Scan: the camera's picture shows, the label is read and the component's loan is offered for hand-in.
    const startedScanning = Date.now();
    await clerk.getByRole('button', { name: 'Scan', exact: true }).click();
    const scanner = clerk.getByRole('dialog', { name: 'Scan a component' });
    await expect(scanner.getByLabel('Camera picture')).toBeVisible();
    await expect(scanner.getByText('The camera could not be opened', { exact: false })).toHaveCount(0);
    const handin = clerk.getByRole('dialog', { name: 'Handin' });
    await expect(handin).toBeVisible({ timeout: 60_000 });
    testInfo.annotations.push({
      type: 'camera read the label after',
      description: `${Date.now() - startedScanning} ms`,
    });
    await expect(scanner).toBeHidden();
    await expect(handin).toContainText(
      `${loan.typeName} (no. ${loan.componentNumber}) from ${loan.student.firstName} ${loan.student.lastName}`,
    );

    // Handed in as Available, the dialog's default.
    await expect(handin.getByRole('combobox', { name: 'Status' })).toHaveText('Available');
    await handin.getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(clerk, 'Handin successful.');
    await expect(handin).toBeHidden();
    await expect(active).toHaveCount(0);

    // The label's own address now shows the component Available, ready to hand out again.
    await clerk.goto(`/details/${loan.typeId}?component=${loan.componentNumber}`);
    const labelled = clerk.getByRole('region', { name: `Component No. ${loan.componentNumber}` });
    await expect(labelled.getByRole('term').nth(2)).toHaveText('Status');
    await expect(labelled.getByRole('definition').nth(2)).toHaveText('Available');
    await expect(labelled.getByRole('term').filter({ hasText: 'Loaner' })).toHaveCount(0);
    await expect(labelled.getByRole('button', { name: `Handout component ${loan.componentNumber}` })).toBeVisible();
    expect(await loan.status()).toBe(AVAILABLE);
    await context.close();
  } finally {
    await cameraBrowser.close();
  }
});
