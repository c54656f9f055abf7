import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

/** The menu's items by their accessible names (a badge's count is not part of the name). */
async function manageMenuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Manage' }).click();
  const menuItems = page.getByRole('menu').getByRole('menuitem');
  await expect(menuItems.first()).toBeVisible();
  const items = await menuItems.evaluateAll((elements) =>
    elements.map((element) => (element.firstChild?.textContent ?? '').trim()),
  );
  await page.keyboard.press('Escape');
  return items;
}

test('an Admin manages users, categories, qualifications, the hand-in date and lending limits, e-mails and statistics, then the activity, the lab, bookings, extension requests, low stock, repairs, calibration and training requests', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  expect(await manageMenuItems(page)).toEqual([
    'Users',
    'Categories',
    'Qualifications',
    'Handin Date',
    'Lending limits',
    'Emails',
    'Statistics',
    'Activity',
    'Lab settings',
    'Bookings',
    'Extension requests',
    'Low stock',
    'Repairs',
    'Calibration',
    'Training requests',
  ]);
});

test('a Clerk manages reservations and loans, and has the counter, the bookings, the extension requests, low stock, repairs, calibration and training requests', async ({
  page,
}) => {
  await signInAs(page, 'clerk');
  expect(await manageMenuItems(page)).toEqual([
    'Reservations',
    'Loans',
    'Counter',
    'Bookings',
    'Extension requests',
    'Low stock',
    'Repairs',
    'Calibration',
    'Training requests',
  ]);
});

test('a Loaner has no Manage menu but their own reservations and loans', async ({ page }) => {
  await signInAs(page, 'loaner');
  await expect(page.getByRole('button', { name: 'Manage' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My reservations' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My loans' })).toBeVisible();
});

test('a Loaner sent to an admin screen is turned away', async ({ page }) => {
  await signInAs(page, 'loaner');
  await page.goto('/Users');
  await expect(page).not.toHaveURL(/\/Users/);
});
