import { expect, type Page } from '@playwright/test';
import { type DemoRole, demo } from './accounts';

export type Account = { demo: DemoRole } | { username: string; firstName?: string; lastName?: string };

/**
 * Signs in through the real single sign-on flow: the app tries a silent sign-in, then opens the development
 * provider's page in a popup (or redirects to it); there we pick the demo account or type a username.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  const provider = await openSignIn(page, '/');
  if ('demo' in account) {
    await provider.getByRole('button', { name: new RegExp(demo[account.demo].name) }).click();
  } else {
    await provider.getByLabel('Username').fill(account.username);
    if (account.firstName) await provider.getByLabel('First name (optional)').fill(account.firstName);
    if (account.lastName) await provider.getByLabel('Last name (optional)').fill(account.lastName);
    await provider.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  if (provider !== page) await provider.waitForEvent('close', { timeout: 30_000 }).catch(() => {});
}

/** Opens the app at `url` and waits for the development provider's sign-in page, in a popup or the page itself. */
export async function openSignIn(page: Page, url: string): Promise<Page> {
  const popup = page.waitForEvent('popup', { timeout: 30_000 });
  const redirect = page.waitForURL(/\/idp\//, { timeout: 30_000 }).then(() => page);
  popup.catch(() => {});
  redirect.catch(() => {});
  await page.goto(url);
  const provider = await Promise.race([popup, redirect]);
  await expect(provider.getByRole('heading', { name: 'Labstock development sign-in' })).toBeVisible();
  return provider;
}

/** Signs in as a registered demo account and waits for the component list. */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  await signIn(page, { demo: role });
  await expect(page).toHaveURL(/\/Components/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}
