import { expect, type Page, type Request, test } from '@playwright/test';
import type { GlewlwydUser } from '../support/glewlwyd/glewlwyd';
import { signInAtGlewlwyd } from '../support/glewlwyd/sign-in-at-glewlwyd';
import {
  appUrl,
  startUniversityLab,
  tokenLifetimeSeconds,
  type UniversityLab,
  universityAccounts,
} from '../support/glewlwyd/university-lab';

// Labstock signing in through a third-party issuer from Debian's packages (Glewlwyd), set up the way
// docs/deployment.md tells a university's IT to: its own login page, consent, short-lived tokens, end session.
let lab: UniversityLab;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  lab = await startUniversityLab();
});

test.afterAll(async () => {
  await lab?.stop();
});

test.use({ baseURL: appUrl });

test('a member of the university signs in at its issuer, registers as the first Admin, stays signed in past the token lifetime, logs out and signs in again', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const admin = universityAccounts.admin;

  await signInAtGlewlwyd(page, lab.issuer, admin, () => page.goto('/'));
  await registerFromTheIssuersClaims(page, admin);

  // BOOTSTRAP_ADMINS made the first registration an Admin.
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  const search = page.getByRole('searchbox', { name: 'Search for users' });
  await expect(search).toBeVisible();

  // Both the issuer's access token and Labstock's product token run out; the next request renews them with the
  // refresh token, without showing the issuer's page again.
  const popups: unknown[] = [];
  page.context().on('page', (opened) => popups.push(opened));
  const refreshes: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${lab.issuer}/token`) && request.postData()?.includes('grant_type=refresh_token')) {
      refreshes.push(request);
    }
  });
  await page.waitForTimeout((tokenLifetimeSeconds + 5) * 1000);
  const searched = page.waitForResponse(
    (response) => response.url().includes(`/api/Loaners?`) && response.url().includes(admin.username),
  );
  await search.fill(admin.username);
  expect((await searched).status()).toBe(200);
  await expect(page.getByRole('button', { name: `Edit user ${admin.givenName} ${admin.familyName}` })).toBeVisible();
  expect(refreshes.length).toBeGreaterThan(0);
  expect(popups).toHaveLength(0);
  expect(new URL(page.url()).origin).toBe(appUrl);

  // Logging out ends the session at the issuer, whose end-session page sends the browser back to /login, which
  // says so; Sign in shows the issuer's login page again, with no consent this time and no registration.
  await signOutAtGlewlwyd(page);
  await signInAtGlewlwyd(page, lab.issuer, admin, () => page.getByRole('button', { name: 'Sign in' }).click());
  const manage = page.getByRole('button', { name: 'Manage' });
  await expect(manage).toBeVisible();
  expect(new URL(page.url()).origin).toBe(appUrl);
  await expect(page.getByRole('dialog', { name: 'Missing information' })).toHaveCount(0);
  await manage.click();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
});

test('a student signs in at the issuer and registers as a Loaner, without the Admin screens', async ({ page }) => {
  const student = universityAccounts.student;
  await signInAtGlewlwyd(page, lab.issuer, student, () => page.goto('/'));
  await registerFromTheIssuersClaims(page, student);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage' })).toHaveCount(0);
});

test("a member of the lab's clerks group at the issuer is a Clerk, and is no Clerk at the first sign-in after leaving it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const assistant = universityAccounts.labAssistant;
  await signInAtGlewlwyd(page, lab.issuer, assistant, () => page.goto('/'));
  await registerFromTheIssuersClaims(page, assistant);
  const manage = page.getByRole('button', { name: 'Manage' });
  await manage.click();
  await expect(page.getByRole('menuitem', { name: 'Counter' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The university's IT takes the assistant out of the group; Labstock hears of it at the next sign-in.
  await lab.setGroups(assistant, ['staff']);
  await signOutAtGlewlwyd(page);
  await signInAtGlewlwyd(page, lab.issuer, assistant, () => page.getByRole('button', { name: 'Sign in' }).click());
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(manage).toHaveCount(0);
});

/** Log out, through the issuer's end-session page, back on /login. */
async function signOutAtGlewlwyd(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.origin === new URL(lab.issuer).origin);
  await expect(page.getByText('The client Labstock wishes you to close the current session')).toBeVisible();
  await page.getByRole('button', { name: /Logout$/ }).click();
  await page.waitForURL(`${appUrl}/login**`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
}

/** The missing-information form, its name and AU id taken from the issuer's claims; lands on the components. */
async function registerFromTheIssuersClaims(page: Page, user: GlewlwydUser): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Missing information' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(`${user.givenName} ${user.familyName}`);
  await expect(dialog.getByLabel('AuId')).toHaveValue(user.username);
  await dialog.getByLabel('Student number or staff initials').fill('202400');
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Phone').fill('+45 87 15 00 00');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/Components$/);
}
