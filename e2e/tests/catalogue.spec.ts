import { expect, type Page, test } from '@playwright/test';
import { expectNotification } from '../support/notifications';
import { solidPng } from '../support/png';
import { signInAs } from '../support/sign-in';

/** The browse page's cards. */
function cards(page: Page) {
  return page.getByRole('list', { name: 'Component types' }).getByRole('listitem');
}

function card(page: Page, typeName: string) {
  return cards(page).filter({ has: page.getByRole('heading', { name: typeName, exact: true }) });
}

test('an Admin stocks a new type that a Loaner then finds by search and by category', async ({ page, browser }) => {
  const run = Date.now();
  const categoryName = `E2E Sensors ${run}`;
  const typeName = `E2E Humidity sensor ${run}`;

  // The Admin adds a category ...
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Add new category' });
  await categoryDialog.getByPlaceholder('Name of category').fill(categoryName);
  await categoryDialog.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, 'Category successfully added');
  await expect(categoryDialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search categories' }).fill(categoryName);
  await expect(
    page.getByRole('table', { name: 'Categories' }).getByRole('cell', { name: categoryName, exact: true }),
  ).toBeVisible();

  // ... a component type in it, with a picture ...
  await page.getByRole('link', { name: 'Components', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Components', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add component type' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Add component type' });
  await typeDialog.getByRole('textbox', { name: 'Component name' }).fill(typeName);
  await typeDialog.getByRole('textbox', { name: 'Description' }).fill('Measures relative humidity and temperature.');
  await typeDialog.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option', { name: categoryName }).click();
  await page.keyboard.press('Escape');
  await expect(typeDialog.getByRole('combobox', { name: 'Categories' })).toContainText(categoryName);
  await typeDialog.getByRole('textbox', { name: 'Location' }).fill('Shelf E2E');
  await typeDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'humidity-sensor.png', mimeType: 'image/png', buffer: solidPng(64, 48, [30, 120, 200]) });
  await expect(typeDialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/ComponentTypes') && r.request().method() === 'POST',
  );
  await typeDialog.getByRole('button', { name: 'Confirm' }).click();
  expect((await created).status()).toBe(201);
  await expectNotification(page, 'Successfully added');
  await expect(typeDialog).toBeHidden();

  // ... and five components with 'Add multiple'.
  await page.getByRole('searchbox', { name: 'Search by name or description' }).fill(typeName);
  await expect(cards(page)).toHaveCount(1);
  await card(page, typeName).getByRole('link', { name: typeName }).click();
  const adminDetails = page.getByRole('dialog', { name: typeName });
  await expect(adminDetails.getByRole('heading', { name: 'Inventory' })).toBeVisible();
  await expect(adminDetails.getByText('No components')).toBeVisible();
  // The uploaded picture is stored and shown (as the JPEG the server made of it).
  const picture = adminDetails.getByRole('img', { name: typeName, exact: true });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await adminDetails.getByRole('button', { name: 'Inventory actions' }).hover();
  await page.getByRole('menuitem', { name: 'Add multiple' }).click();
  const multiple = page.getByRole('dialog', { name: 'Add multiple components' });
  await multiple.getByRole('spinbutton', { name: 'Amount' }).fill('5');
  await expect(multiple.getByText('Numbers 1 to 5')).toBeVisible();
  await multiple.getByRole('button', { name: 'Confirm' }).click();
  await expectNotification(page, 'Successfully added');
  await expect(multiple).toBeHidden();
  await expect(adminDetails.getByRole('button', { name: /^Details of component \d+$/ })).toHaveCount(5);
  for (const number of [1, 2, 3, 4, 5]) {
    await expect(adminDetails.getByRole('button', { name: `Details of component ${number}` })).toBeVisible();
  }

  // A Loaner finds it by its category ...
  const loaner = await browser.newPage();
  await signInAs(loaner, 'loaner');
  await expect(cards(loaner).first()).toBeVisible();
  await loaner.getByRole('combobox', { name: 'Categories' }).click();
  await loaner.getByRole('option', { name: categoryName }).click();
  await loaner.keyboard.press('Escape');
  await expect(loaner.getByRole('combobox', { name: 'Categories' })).toContainText(categoryName);
  await expect(cards(loaner)).toHaveCount(1);
  await expect(card(loaner, typeName)).toBeVisible();
  await expect(card(loaner, typeName).getByText('In stock: 5')).toBeVisible();

  // ... and by its name, in stock (green) and reservable.
  await loaner.reload();
  await loaner.getByRole('searchbox', { name: 'Search by name or description' }).fill(typeName);
  await expect(cards(loaner)).toHaveCount(1);
  const found = card(loaner, typeName);
  const inStock = found.getByText('In stock: 5', { exact: true });
  await expect(inStock).toBeVisible();
  await expect(inStock).toHaveCSS('color', 'rgb(46, 125, 50)');
  await expect(found.getByRole('button', { name: `Reserve ${typeName}` })).toBeVisible();

  // The card opens the details over the list; closing goes back to the list as it was.
  await found.getByRole('link', { name: typeName }).click();
  await expect(loaner).toHaveURL(/\/Components\/details\/\d+$/);
  const componentTypeId = Number(/\/details\/(\d+)$/.exec(loaner.url())?.[1]);
  const details = loaner.getByRole('dialog', { name: typeName });
  await expect(details.getByRole('heading', { name: typeName, level: 2 })).toBeVisible();
  await expect(details.getByText('Measures relative humidity and temperature.')).toBeVisible();
  await expect(details.getByText('Shelf E2E')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Categories' })).toHaveText(categoryName);
  await expect(details.getByRole('button', { name: /^Details of component \d+$/ })).toHaveCount(5);
  // A Loaner gets no Admin controls.
  await expect(details.getByRole('button', { name: 'Edit component type' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Inventory actions' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await expect(loaner).toHaveURL(/\/Components$/);
  await expect(loaner.getByRole('searchbox', { name: 'Search by name or description' })).toHaveValue(typeName);
  await expect(cards(loaner)).toHaveCount(1);
  await expect(card(loaner, typeName)).toBeVisible();

  // /components/details/{id} and /details/{id} are pages of their own, with no list behind them.
  for (const path of [`/components/details/${componentTypeId}`, `/details/${componentTypeId}`]) {
    await loaner.goto(path);
    await expect(loaner.getByRole('heading', { name: typeName, level: 1 })).toBeVisible();
    await expect(loaner.getByRole('heading', { name: 'Inventory' })).toBeVisible();
    await expect(loaner.getByRole('button', { name: /^Details of component \d+$/ })).toHaveCount(5);
    await expect(loaner.getByRole('dialog')).toHaveCount(0);
    await expect(loaner.getByRole('list', { name: 'Component types' })).toHaveCount(0);
    await expect(loaner.getByRole('heading', { name: 'Components', exact: true })).toHaveCount(0);
    expect(new URL(loaner.url()).pathname).toBe(path);
  }
  await loaner.close();
});
