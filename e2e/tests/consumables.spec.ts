import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { demo, newUsername } from '../support/accounts';
import { productToken, registerLoaner } from '../support/api';
import { CatalogueApi } from '../support/catalogue-api';
import { expectNotification } from '../support/notifications';
import { signInAs } from '../support/sign-in';

/** Another person at their own browser (a context of its own, which axe needs to audit its pages). */
async function signedInPage(browser: Browser, role: 'clerk' | 'loaner'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

/** Opens a type's details from the component list, as anyone finds it. */
async function openDetails(page: Page, typeName: string): Promise<Locator> {
  await page.goto('/Components');
  await page.getByRole('searchbox', { name: 'Search by name or description' }).fill(typeName);
  await page.getByRole('link', { name: new RegExp(`^${typeName}`) }).click();
  const details = page.getByRole('dialog', { name: typeName });
  await expect(details).toBeVisible();
  return details;
}

/** A stock dialog of the details (Receive stock, Record what I took, Stocktake): its fields filled and confirmed. */
async function recordStock(page: Page, details: Locator, action: string, fields: Record<string, string>) {
  await details.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  for (const [label, value] of Object.entries(fields)) {
    await dialog.getByRole(label === 'Reason' ? 'textbox' : 'spinbutton', { name: label }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** The counter, its loaner found by AU id typed with Enter: the focus is then in the scan field. */
async function counterFor(page: Page, auId: string, loanerName: string) {
  await page.goto('/Counter');
  const auIdField = page.getByRole('textbox', { name: 'Au id' });
  await expect(auIdField).toBeFocused();
  await page.keyboard.type(auId);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Loaner: ${loanerName} (${auId})`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Scan a label' })).toBeFocused();
}

/** A USB barcode scanner: it types the label's text into the focused field and ends with Enter. */
async function scanLabel(page: Page, label: string) {
  await expect(page.getByRole('textbox', { name: 'Scan a label' })).toBeFocused();
  await page.keyboard.type(label);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('progressbar', { name: 'Reading the label' })).toHaveCount(0);
}

interface LoggedEmail {
  recipientEmail: string;
  subject: string;
  body: string;
}

test('a consumable from the catalogue to the reorder list: received, issued at the counter with a unit, taken by self-service, counted, low', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const catalogue = await CatalogueApi.asAdmin(request);
  const categoryName = `E2E Consumables ${run}`;
  const categoryId = await catalogue.addCategory(categoryName);
  const scopeName = `E2E Oscilloscope ${run}`;
  const scopeId = await catalogue.addComponentType({ name: scopeName, info: 'A 100 MHz scope.', categoryId });
  await catalogue.addComponents(scopeId, 1);
  const typeName = `Resistor 10 kΩ ${run}`;
  const student = { ...newUsername(), firstName: 'Ohm', lastName: `Counter${run.slice(-5)}` };
  const studentName = `${student.firstName} ${student.lastName}`;
  await registerLoaner(request, student);

  // An Admin adds the type: a consumable counted in pcs, low at 100, that Loaners may take themselves.
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'Add component type' }).click();
  const form = page.getByRole('dialog', { name: 'Add component type' });
  await form.getByRole('textbox', { name: 'Component name' }).fill(typeName);
  await form.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option', { name: categoryName }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('combobox', { name: /Kind/ }).click();
  await page.getByRole('option', { name: 'Consumable: stock that is used up' }).click();
  await form.getByRole('textbox', { name: /Stock unit/ }).fill('pcs');
  await form.getByRole('textbox', { name: 'Reorder level' }).fill('100');
  await form.getByRole('checkbox', { name: 'Loaners record what they take themselves' }).check();
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, 'Successfully added');
  const adminDetails = await openDetails(page, typeName);
  const typeId = Number(new URL(page.url()).pathname.match(/details\/(\d+)/)?.[1]);
  expect(typeId, 'the details address names the type').toBeGreaterThan(0);
  await expect(adminDetails.getByText('In stock: 0 pcs')).toBeVisible();

  // A Clerk receives 500, then hands an oscilloscope and 20 resistors to a student in one go, by their labels.
  const clerk = await signedInPage(browser, 'clerk');
  const origin = new URL(clerk.url()).origin;
  const resistorLabel = `${origin}/details/${typeId}`;
  await recordStock(clerk, await openDetails(clerk, typeName), 'Receive stock', { Quantity: '500' });
  await expectNotification(clerk, `Received: 500 pcs of ${typeName}. In stock now: 500 pcs.`);

  await counterFor(clerk, student.auId, studentName);
  await scanLabel(clerk, `${origin}/details/${scopeId}?component=1`);
  await scanLabel(clerk, resistorLabel);
  const list = clerk.getByRole('table', { name: 'Components to hand out' });
  await expect(list.getByRole('row').filter({ hasText: scopeName })).toContainText('Available');
  await expect(list.getByRole('row').filter({ hasText: typeName })).toContainText('In stock: 500 pcs');
  const quantity = clerk.getByRole('spinbutton', { name: `Quantity of ${typeName}` });
  await expect(quantity).toHaveValue('1');
  await quantity.fill('20');
  await expect(clerk.getByRole('alert')).toHaveCount(0);
  await expectAccessibleAtBothWidths(clerk, 'Counter with a consumable');
  await clerk.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(clerk, `Handed out to ${studentName}.`);
  const receipt = clerk.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByRole('listitem')).toHaveText([
    new RegExp(`^${scopeName} no\\. 1, back by \\d\\d-\\d\\d-\\d{4}$`),
    `${typeName}: 20 pcs`,
  ]);
  await expectAccessibleAtBothWidths(clerk, 'Counter with a receipt');

  // One receipt e-mail names both.
  const adminToken = await productToken(request, demo.admin.username);
  const emails = async () => {
    const res = await request.get('/api/mail?pageNumber=1&pageSize=100', {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    return (await res.json()) as LoggedEmail[];
  };
  const receipts = async () =>
    (await emails()).filter((email) => email.recipientEmail === student.username && email.body.includes(typeName));
  await expect.poll(async () => (await receipts()).length).toBe(1);
  const [mailed] = await receipts();
  expect(mailed?.body).toContain(`- ${scopeName}, component no. 1`);
  expect(mailed?.body).toContain(`- ${typeName}, 20 pcs`);

  // A Loaner records 10 they took by self-service.
  const loaner = await signedInPage(browser, 'loaner');
  await recordStock(loaner, await openDetails(loaner, typeName), 'Record what I took', { Quantity: '10' });
  await expectNotification(loaner, `Recorded: 10 pcs of ${typeName}`);
  await expect(loaner.getByRole('dialog', { name: typeName }).getByText('In stock: 470 pcs')).toBeVisible();

  // The stocktake finds 120 on the shelf: still above the level, so no notice yet.
  await recordStock(clerk, await openDetails(clerk, typeName), 'Stocktake', {
    'Counted on the shelf': '120',
    Reason: 'Monthly count',
  });
  await expectNotification(clerk, `Stocktake recorded: ${typeName} now holds 120 pcs.`);
  const notices = async () => (await emails()).filter((email) => email.subject === `Low stock: ${typeName}`);
  expect(await notices()).toEqual([]);

  // 20 more at the counter, by keyboard alone: the stock reaches the level of 100.
  await counterFor(clerk, student.auId, studentName);
  await scanLabel(clerk, resistorLabel);
  // Past the camera button to the quantity; Enter there goes back to the scan field, Ctrl+Enter hands out.
  await clerk.keyboard.press('Tab');
  await clerk.keyboard.press('Tab');
  await expect(quantity).toBeFocused();
  await clerk.keyboard.press('Backspace');
  await clerk.keyboard.type('20');
  await clerk.keyboard.press('Enter');
  await expect(clerk.getByRole('textbox', { name: 'Scan a label' })).toBeFocused();
  await clerk.keyboard.press('Control+Enter');
  await expectNotification(clerk, `Handed out to ${studentName}.`);
  await expect(receipt.getByRole('listitem')).toHaveText([`${typeName}: 20 pcs`]);

  // The level is crossed: one notice to the lab's address, in the Admin's e-mail log.
  await expect.poll(async () => (await notices()).length).toBe(1);
  await page.goto('/Emails');
  const notice = page.getByRole('table', { name: 'Email Logs' }).getByRole('row').filter({ hasText: typeName });
  await expect(notice).toContainText(`Low stock: ${typeName}`);
  await expect(notice).toContainText('lab@uni.example');

  // A Clerk's Low stock list and reorder list name it.
  await clerk.goto('/LowStock');
  await expect(clerk.getByRole('heading', { level: 1, name: 'Low stock' })).toBeVisible();
  await expect(
    clerk.getByRole('table', { name: 'Low stock' }).getByRole('row').filter({ hasText: typeName }),
  ).toContainText('100 pcs');
  const download = clerk.waitForEvent('download');
  await clerk.getByRole('button', { name: 'Download reorder list' }).click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  expect(csv).toContain(typeName);

  await clerk.context().close();
  await loaner.context().close();
});
