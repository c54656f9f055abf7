import { expect, test } from '@playwright/test';
import { newUsername } from '../support/accounts';
import { signIn } from '../support/sign-in';

test('a new user signs in, gives the missing information and lands on the components', async ({ page, browser }) => {
  const { username, auId } = newUsername();
  await signIn(page, { username, firstName: 'Nina', lastName: 'Newcomer' });

  const dialog = page.getByRole('dialog', { name: 'Missing information' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Nina Newcomer');
  await expect(dialog.getByLabel('AuId')).toHaveValue(auId);
  const save = dialog.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();

  await dialog.getByLabel('Student number or staff initials').fill('202401');
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByLabel('Phone').fill('1234');
  await dialog.getByLabel('Phone').blur();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(save).toBeDisabled();

  await dialog.getByLabel('Email').fill(`${auId}@post.uni.example`);
  await dialog.getByLabel('Phone').fill('+45 12 34 56 78');
  await expect(save).toBeEnabled();
  await save.click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/Components$/);

  // Registered for good: the next session of the same person goes straight to the components.
  const nextSession = await browser.newPage();
  await signIn(nextSession, { username });
  await expect(nextSession).toHaveURL(/\/Components$/);
  await expect(nextSession.getByRole('dialog', { name: 'Missing information' })).toHaveCount(0);
  await nextSession.getByRole('button', { name: 'Account' }).click();
  await nextSession.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(nextSession.getByText(`${auId}@post.uni.example`)).toBeVisible();
  await nextSession.close();
});
