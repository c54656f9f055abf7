import { expect, type Page } from '@playwright/test';
import type { GlewlwydUser } from './glewlwyd';

/**
 * Signs in on Glewlwyd's own login page, which the app opens in a popup (or, when that fails, by leaving for it):
 * username and password, then Continue (the first time after consenting to the scopes Labstock asks for).
 */
export async function signInAtGlewlwyd(
  page: Page,
  issuer: string,
  user: GlewlwydUser,
  open: () => Promise<unknown>,
): Promise<void> {
  const issuerOrigin = new URL(issuer).origin;
  const popup = page.waitForEvent('popup', { timeout: 30_000 });
  popup.catch(() => {});
  await open();
  // Asked only now: open() may start on one of the issuer's own pages (its end-session page).
  const redirect = page.waitForURL((url) => url.origin === issuerOrigin, { timeout: 30_000 }).then(() => page);
  redirect.catch(() => {});
  const provider = await Promise.race([popup, redirect]);
  await expect(provider.getByRole('heading', { name: 'Please enter your login and password' })).toBeVisible();
  await provider.getByPlaceholder('Your username').fill(user.username);
  await provider.getByPlaceholder('Your password').fill(user.password);
  await provider.getByRole('button', { name: 'OK' }).click();

  // Glewlwyd then asks for consent to the scopes Labstock wants (the first time), and what to do next. In a popup
  // its top bar is folded away with a Continue of its own, so only the one on the page counts; an icon font's
  // glyph starts that button's name.
  const consent = provider.getByRole('heading', { name: 'Client access grant' });
  const nextStep = provider.getByText('What do you wish for?');
  await expect(consent.or(nextStep)).toBeVisible();
  if (await consent.isVisible()) {
    await provider.getByLabel('profile').check();
    await provider.getByLabel('email').check();
    await provider.getByRole('button', { name: 'Grant access' }).click();
  }
  const proceed = provider.getByRole('button', { name: /Continue$/ }).filter({ visible: true });
  const returned =
    provider === page ? page.waitForURL((url) => url.origin !== issuerOrigin) : provider.waitForEvent('close');
  await proceed.click();
  await returned;
}
