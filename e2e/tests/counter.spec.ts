import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { demo, newUsername } from '../support/accounts';
import { productToken, registerLoaner } from '../support/api';
import { CatalogueApi } from '../support/catalogue-api';
import { expectNotification } from '../support/notifications';
import { signInAs } from '../support/sign-in';

const KIT_SIZE = 5;

/** A USB barcode scanner: it types the label's text into the focused field and ends with Enter. */
async function scanLabel(page: Page, label: string) {
  await expect(page.getByRole('textbox', { name: 'Scan a label' })).toBeFocused();
  await page.keyboard.type(label);
  await page.keyboard.press('Enter');
}

const labelOf = (page: Page, componentTypeId: number, componentNumber: number) =>
  `${new URL(page.url()).origin}/details/${componentTypeId}?component=${componentNumber}`;

interface LoggedEmail {
  recipientEmail: string;
  subject: string;
  body: string;
}

test('a Clerk hands a kit of five out at the counter by scanning, the loaner gets one receipt, then the five come back by scanning', async ({
  page,
  request,
}) => {
  const catalogue = await CatalogueApi.asAdmin(request);
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const categoryId = await catalogue.addCategory(`E2E Counter ${run}`);
  const typeName = `E2E Servo kit ${run}`;
  const typeId = await catalogue.addComponentType({ name: typeName, info: 'A small servo.', categoryId });
  await catalogue.addComponents(typeId, KIT_SIZE);
  const student = { ...newUsername(), firstName: 'Kit', lastName: `Counter${run.slice(-5)}` };
  await registerLoaner(request, student);

  await signInAs(page, 'clerk');
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Counter' }).click();
  await expect(page.getByRole('heading', { name: 'Counter' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Counter');

  // The AU id typed (or scanned from a card) with Enter.
  const auId = page.getByRole('textbox', { name: 'Au id' });
  await expect(auId).toBeFocused();
  await page.keyboard.type(student.auId);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Loaner: Kit ${student.lastName} (${student.auId})`)).toBeVisible();
  // Left to hide by itself (closing it would take the focus from the scan field), and awaited before the audit:
  // fading out while axe measures its colours, it would fail the contrast check.
  const found = page.getByRole('alert').filter({ hasText: `Found Kit ${student.lastName} (${student.auId})` });
  await expect(found).toBeVisible();

  for (let number = 1; number <= KIT_SIZE; number += 1) await scanLabel(page, labelOf(page, typeId, number));
  const rows = page
    .getByRole('table', { name: 'Components to hand out' })
    .getByRole('row')
    .filter({ hasText: typeName });
  await expect(rows).toHaveCount(KIT_SIZE);
  await expect(rows.filter({ hasText: 'Available' })).toHaveCount(KIT_SIZE);
  // A label scanned twice is listed once.
  await scanLabel(page, labelOf(page, typeId, 3));
  await expect(page.getByText('This label is already in the list.')).toBeVisible();
  await expect(rows).toHaveCount(KIT_SIZE);
  await expect(found).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'Counter with a hand-out');
  await page.getByRole('textbox', { name: 'Scan a label' }).focus();

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, `Handed out ${KIT_SIZE} component(s) to Kit ${student.lastName}.`);
  await expect(rows).toHaveCount(0);
  await expect(auId).toHaveValue('');

  // One receipt, listing the five, in the e-mail log (the e2e server's outbox sends without SMTP).
  const adminToken = await productToken(request, demo.admin.username);
  const receipts = async () => {
    const res = await request.get('/api/mail?pageNumber=1&pageSize=50', {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const logged = (await res.json()) as LoggedEmail[];
    return logged.filter((email) => email.recipientEmail === student.username && email.body.includes(typeName));
  };
  await expect.poll(async () => (await receipts()).length).toBe(1);
  const [receipt] = await receipts();
  const listed = receipt?.body.split('\n').filter((line) => line.includes(typeName)) ?? [];
  expect(listed.map((line) => line.match(/no\. (\d+)/)?.[1])).toEqual(['1', '2', '3', '4', '5']);

  // The five come back by scanning, Available.
  await page.getByRole('tab', { name: 'Hand in' }).click();
  for (let number = 1; number <= KIT_SIZE; number += 1) await scanLabel(page, labelOf(page, typeId, number));
  const back = page
    .getByRole('table', { name: 'Components to take back' })
    .getByRole('row')
    .filter({ hasText: typeName });
  await expect(back).toHaveCount(KIT_SIZE);
  await expect(back.filter({ hasText: `Kit ${student.lastName} (${student.auId})` })).toHaveCount(KIT_SIZE);
  await expectAccessibleAtBothWidths(page, 'Counter with a hand-in');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, `Took back ${KIT_SIZE} component(s).`);
  await expect(back).toHaveCount(0);

  const inventory = await request.get(`/api/Component?Id=${typeId}&pageNumber=1&pageSize=50`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(((await inventory.json()) as { status: number }[]).map((component) => component.status)).toEqual([
    0, 0, 0, 0, 0,
  ]);
});

/** What the Clerk reads at the counter, in each language the lab offers. */
const counterTexts = {
  en: {
    manage: 'Manage',
    counter: 'Counter',
    auId: 'Au id',
    scanField: 'Scan a label',
    loaner: (name: string, auId: string) => `Loaner: ${name} (${auId})`,
    labelInAuId: "That is a component's label, not an Au id: scan the loaner's card or type their Au id.",
    messages: 'Scan messages',
    notALabel: 'This is not a Labstock component label.',
    emptyList: 'Scan the labels of the components to hand out first.',
    dismiss: 'Dismiss',
    components: 'Components to hand out',
  },
  da: {
    manage: 'Administration',
    counter: 'Skranke',
    auId: 'AU-id',
    scanField: 'Scan en etiket',
    loaner: (name: string, auId: string) => `Låner: ${name} (${auId})`,
    labelInAuId: 'Det er en komponents etiket, ikke et AU-id: scan lånerens kort, eller skriv lånerens AU-id.',
    messages: 'Scanningsbeskeder',
    notALabel: 'Dette er ikke en Labstock-komponentetiket.',
    emptyList: 'Scan først etiketterne på de komponenter, der skal udleveres.',
    dismiss: 'Luk',
    components: 'Komponenter til udlevering',
  },
} as const;

const setClerkLanguage = async (request: APIRequestContext, language: keyof typeof counterTexts) => {
  const token = await productToken(request, demo.clerk.username);
  const res = await request.put('/api/Loaners/Loaner/language', {
    headers: { authorization: `Bearer ${token}` },
    data: { language },
  });
  expect(res.ok()).toBe(true);
};

for (const language of ['en', 'da'] as const) {
  test.describe(`the counter keeps what went wrong in view (${language})`, () => {
    test.afterEach(({ request }) => setClerkLanguage(request, 'en'));

    test('a label in the Au id field, a refused scan and Ctrl+Enter with nothing listed each say so, keyboard only', async ({
      page,
      request,
    }) => {
      const texts = counterTexts[language];
      const catalogue = await CatalogueApi.asAdmin(request);
      const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const categoryId = await catalogue.addCategory(`E2E Counter walk ${run}`);
      const typeName = `E2E Walk servo ${run}`;
      const typeId = await catalogue.addComponentType({ name: typeName, info: 'A small servo.', categoryId });
      await catalogue.addComponents(typeId, 1);
      const student = { ...newUsername(), firstName: 'Walk', lastName: `Counter${run.slice(-5)}` };
      await registerLoaner(request, student);
      await setClerkLanguage(request, language);

      await signInAs(page, 'clerk');
      await page.getByRole('button', { name: texts.manage }).click();
      await page.getByRole('menuitem', { name: texts.counter }).click();
      await expect(page.getByRole('heading', { name: texts.counter })).toBeVisible();

      // The component's label scanned first, by mistake: told apart, and the field empty for the card.
      const auId = page.getByRole('textbox', { name: texts.auId });
      await expect(auId).toBeFocused();
      await page.keyboard.type(labelOf(page, typeId, 1));
      await page.keyboard.press('Enter');
      await expect(auId).toHaveValue('');
      await expect(auId).toHaveAccessibleDescription(texts.labelInAuId);
      await page.keyboard.type(student.auId);
      await page.keyboard.press('Enter');
      await expect(page.getByText(texts.loaner(`Walk ${student.lastName}`, student.auId))).toBeVisible();

      // Ctrl+Enter with nothing listed, then a refused scan and a good one: both messages stay.
      const scanField = page.getByRole('textbox', { name: texts.scanField });
      await expect(scanField).toBeFocused();
      await page.keyboard.press('Control+Enter');
      await page.keyboard.type('not a label');
      await page.keyboard.press('Enter');
      await page.keyboard.type(labelOf(page, typeId, 1));
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('table', { name: texts.components }).getByRole('row').filter({ hasText: typeName }),
      ).toHaveCount(1);
      const log = page.getByRole('log', { name: texts.messages });
      await expect(log).toHaveAttribute('aria-live', 'assertive');
      await expect(log.getByText(texts.emptyList)).toBeVisible();
      await expect(log.getByText(texts.notALabel)).toBeVisible();
      // The notifications of the search hide by themselves; fading while axe measures, they would fail contrast.
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectAccessibleAtBothWidths(page, `Counter with scan messages (${language})`);

      // Dismissed with the keyboard, and the focus back in the scan field for the next label.
      await scanField.focus();
      // Past the camera button, the first message's button.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(log.getByRole('button', { name: texts.dismiss }).first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(log.getByText(texts.emptyList)).toHaveCount(0);
      await expect(log.getByText(texts.notALabel)).toBeVisible();
      await expect(scanField).toBeFocused();
    });
  });
}
