import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

test('logging out ends the sign-in at the provider and comes back to /login', async ({ page, baseURL }) => {
  await signInAs(page, 'loaner');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  // The provider returns with the state the end-session request carried.
  await page.waitForURL(
    (url) => `${url.origin}${url.pathname}` === `${baseURL}/login` && url.searchParams.has('state'),
  );
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});
