import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { newUsername } from '../support/accounts';
import { productToken, registerLoaner } from '../support/api';
import { CatalogueApi } from '../support/catalogue-api';
import { answerOf, labstockClient } from '../support/labstock-client';
import { LendingApi } from '../support/lending-api';
import { signIn } from '../support/sign-in';

/** What the journey reads of the downloaded file (the OpenAPI document describes all of it). */
interface MyDataFile {
  profile: { auId: string; firstName: string; lastName: string; email: string };
  reservations: { componentTypeName: string; componentNumber: number }[];
  faultReports: { componentTypeName: string; componentNumber: number; description: string }[];
}

test('a student downloads everything Labstock holds about them from their profile', async ({ page, request }) => {
  test.setTimeout(120_000);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const catalogue = await CatalogueApi.asAdmin(request);
  const categoryId = await catalogue.addCategory(`E2E My data ${run}`);
  const typeName = `E2E Logic analyser ${run}`;
  const typeId = await catalogue.addComponentType({ name: typeName, info: 'An 8-channel logic analyser.', categoryId });
  await catalogue.addComponents(typeId, 2);
  const [, secondUnit] = await (await LendingApi.asStaff(request)).componentIds(typeId);

  // A new student reports a fault on unit 2 (out of lending since) and reserves the other, through the API as the
  // app would.
  const student = { ...newUsername(), firstName: 'Mia', lastName: `Datasubject${run.slice(-5)}` };
  await registerLoaner(request, student);
  const token = await productToken(request, student.username);
  const fault = 'Channel 3 reads nothing.';
  // The document leaves the report's body untyped: it is JSON or a multipart form with a photo.
  const reported = await request.post(`/api/Component/${secondUnit}/faults`, {
    headers: { authorization: `Bearer ${token}` },
    data: { description: fault },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const api = labstockClient(request, token);
  await answerOf(api.POST('/api/Reservations/{id}', { params: { path: { id: String(typeId) } } }), 201);

  // On her profile she downloads her data, by keyboard.
  await signIn(page, { username: student.username });
  await expect(page).toHaveURL(/\/Components/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const myData = page.getByRole('region', { name: 'My data' });
  await expect(myData).toContainText('Everything Labstock holds about you, as a JSON file.');
  await expectAccessibleAtBothWidths(page, 'Profile with My data');
  const download = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Download my data' }).focus();
  await page.keyboard.press('Enter');
  const file = await download;

  expect(file.suggestedFilename()).toMatch(/^labstock-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path()) as string, 'utf8')) as MyDataFile;
  expect(data.profile).toMatchObject({
    auId: student.auId,
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.username,
  });
  expect(data.reservations).toEqual([expect.objectContaining({ componentTypeName: typeName, componentNumber: 1 })]);
  expect(data.faultReports).toEqual([
    expect.objectContaining({ componentTypeName: typeName, componentNumber: 2, description: fault }),
  ]);
});
