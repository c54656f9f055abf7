import { expect, type Page, test } from '@playwright/test';
import { type LemonLdapUser, lemonLdapAccounts } from '../support/lemonldap/lemonldap';
import { type LemonLdapLab, lemonLdapAppUrl, startLemonLdapLab } from '../support/lemonldap/lemonldap-lab';

// Labstock signing in through LemonLDAP::NG from Debian's packages, whose portal forbids framing its pages and
// answers a silent sign-in with its login page: a hidden frame would stay blank and never answer.
let lab: LemonLdapLab;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  lab = await startLemonLdapLab();
});

test.afterAll(async () => {
  await lab?.stop();
});

test.use({ baseURL: lemonLdapAppUrl });

/** The silent sign-in in a hidden frame took 10 s to give up before the popup; now there is none to wait for. */
const POPUP_WITHIN_MS = 6000;

/** Starts a sign-in with `start`, expects LemonLDAP::NG's login page in a popup soon after, and signs in there. */
async function signInAtLemonLdap(page: Page, user: LemonLdapUser, start: () => Promise<unknown>) {
  const popup = page.waitForEvent('popup');
  await start();
  const started = Date.now();
  const portal = await popup;
  expect(Date.now() - started, 'the popup came after the silent sign-in timed out').toBeLessThan(POPUP_WITHIN_MS);
  await portal.locator('input[name=user]').fill(user.username);
  await portal.locator('input[name=password]').fill(user.password);
  await portal.locator('button[type=submit]').first().click();
  await portal.waitForEvent('close');
}

test('through an issuer that forbids framing, the popup opens at once; after Log out the user stays signed out until Sign in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = lemonLdapAccounts.doctor;
  const popups: Page[] = [];
  page.on('popup', (opened) => popups.push(opened));

  await signInAtLemonLdap(page, user, async () => {
    await page.goto('/');
    await expect(page.getByText('Fetching token...')).toBeVisible();
  });
  const dialog = page.getByRole('dialog', { name: 'Missing information' });
  await expect(dialog.getByLabel('AuId')).toHaveValue(user.username);
  await dialog.getByLabel('Student number or staff initials').fill('DW');
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Phone').fill('+45 87 15 00 00');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/Components$/);

  // LemonLDAP::NG asks to confirm the sign-out, then sends the browser back to /login: signed out, and staying so.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.origin === new URL(lab.issuer).origin);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(lemonLdapAppUrl);
  const popupsBefore = popups.length;
  await page.waitForTimeout(3000);
  expect(popups).toHaveLength(popupsBefore);

  // Sign in starts the sign-in anew: the popup at once again, no registration this time.
  await signInAtLemonLdap(page, user, () => page.getByRole('button', { name: 'Sign in' }).click());
  await expect(page).toHaveURL(/\/Components$/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Missing information' })).toHaveCount(0);
});
