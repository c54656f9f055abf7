import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { demo, newUsername } from '../support/accounts';
import { signIn, signInAs } from '../support/sign-in';

/** Opens the account menu (its button named in the language shown) and logs out there. */
async function logOut(page: Page, { account, logOut }: { account: string; logOut: string }) {
  await page.getByRole('button', { name: account }).click();
  await page.getByRole('menuitem', { name: logOut }).click();
}

/** Counts the windows the page opens from now on: a sign-in popup among them. */
function countPopups(page: Page) {
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));
  return popups;
}

test('logging out ends the sign-in at the provider and comes back to /login', async ({ page, baseURL }) => {
  await signInAs(page, 'loaner');
  await logOut(page, { account: 'Account', logOut: 'Log out' });

  // The provider returns with the state the end-session request carried.
  await page.waitForURL(
    (url) => `${url.origin}${url.pathname}` === `${baseURL}/login` && url.searchParams.has('state'),
  );
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('after Log out the user stays signed out, told so, until they press Sign in', async ({ page, baseURL }) => {
  await signInAs(page, 'loaner');
  const popups = countPopups(page);
  await logOut(page, { account: 'Account', logOut: 'Log out' });

  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/login');
  // Nothing starts by itself: no sign-in popup, no redirect to the provider, and still no product token.
  await page.waitForTimeout(5000);
  expect(popups).toHaveLength(0);
  expect(page.url()).toBe(`${baseURL}/login`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await expect(page.getByText('Fetching token...')).toHaveCount(0);

  // Coming back later to a screen of the app, the user is still signed out.
  await page.goto('/Components');
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  expect(popups).toHaveLength(0);

  // Keyboard only: Tab reaches Sign in, Enter starts the normal sign-in, which leads back to the components.
  for (let press = 0; press < 20 && !(await signIn.evaluate((button) => button === document.activeElement)); press++) {
    await page.keyboard.press('Tab');
  }
  await expect(signIn).toBeFocused();
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const provider = await popup;
  await expect(provider.getByRole('heading', { name: 'Labstock development sign-in' })).toBeVisible();
  await provider.getByRole('button', { name: new RegExp(demo.loaner.name) }).click();
  await expect(page).toHaveURL(/\/Components$/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('the signed-out screen speaks Danish after logging out in Danish', async ({ page }) => {
  // A new user, so that the language they choose is nobody else's.
  const { username, auId } = newUsername();
  await signIn(page, { username });
  const dialog = page.getByRole('dialog', { name: 'Missing information' });
  await dialog.getByLabel('Student number or staff initials').fill('202403');
  await dialog.getByLabel('Email').fill(`${auId}@post.uni.example`);
  await dialog.getByLabel('Phone').fill('12345678');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitemradio', { name: 'Dansk' }).click();
  await logOut(page, { account: 'Konto', logOut: 'Log ud' });

  await expect(page.getByRole('heading', { level: 1, name: 'Du er logget ud' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log ind' })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`the signed-out screen passes the accessibility checks at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'admin');
    await logOut(page, { account: 'Account', logOut: 'Log out' });
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, `signed out at ${viewport.width} px`);
  });
}
