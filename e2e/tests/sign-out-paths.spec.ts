import { expect, type Page, test } from '@playwright/test';
import { newUsername } from '../support/accounts';
import { signIn } from '../support/sign-in';

/** The product token the app keeps in this browser; null once signed out. */
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));

/**
 * The provider's sign-out page answers after three seconds, as a busy provider may: whatever the app does meanwhile
 * (fetching a new product token, say) has time to finish instead of being cut short by the page leaving.
 */
async function slowProviderSignOut(page: Page) {
  await page.route('**/idp/session/end**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
}

/** Waits for the provider's return to /login after its sign-out (the end-session request carried a state). */
async function backFromProviderSignOut(page: Page, baseURL: string | undefined) {
  await page.waitForURL(
    (url) => `${url.origin}${url.pathname}` === `${baseURL}/login` && url.searchParams.has('state'),
  );
}

/** A new person signs in for the first time and stands before the missing-information form. */
async function firstLogin(page: Page) {
  const { username, auId } = newUsername();
  await signIn(page, { username, firstName: 'Olga', lastName: 'Outgoing' });
  const dialog = page.getByRole('dialog', { name: 'Missing information' });
  await expect(dialog.getByLabel('AuId')).toHaveValue(auId);
  return { dialog, auId };
}

test('Logout on the first-login form signs out at once: no product token is left behind', async ({ page, baseURL }) => {
  const { dialog } = await firstLogin(page);
  await slowProviderSignOut(page);

  await dialog.getByRole('button', { name: 'Logout' }).click();

  await backFromProviderSignOut(page, baseURL);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByRole('dialog', { name: 'Missing information' })).toHaveCount(0);
});

test('deleting one’s own user signs out: no token for the deleted user is stored', async ({ page, baseURL }) => {
  const { dialog, auId } = await firstLogin(page);
  await dialog.getByLabel('Student number or staff initials').fill('202402');
  await dialog.getByLabel('Email').fill(`${auId}@post.uni.example`);
  await dialog.getByLabel('Phone').fill('12345678');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await slowProviderSignOut(page);
  await page.getByRole('button', { name: 'Delete user' }).click();
  await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();

  await backFromProviderSignOut(page, baseURL);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByRole('dialog', { name: 'Missing information' })).toHaveCount(0);
});
