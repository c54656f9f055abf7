import { expect, test } from '@playwright/test';
import { newUsername } from '../support/accounts';
import { registerLoaner } from '../support/api';
import { signIn, signInAs } from '../support/sign-in';

test('an Admin makes a user a Clerk, and that user then manages reservations, loans and the counter', async ({
  page,
  browser,
  request,
}) => {
  const { username, auId } = newUsername();
  await registerLoaner(request, { username, firstName: 'Kim', lastName: 'Promoted' });

  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search for users' }).fill(auId);
  await page.getByRole('button', { name: 'Edit user Kim Promoted' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Clerk' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Sucessfully updated user')).toBeVisible();

  const clerk = await browser.newPage();
  await signIn(clerk, { username });
  await clerk.getByRole('button', { name: 'Manage' }).click();
  await expect(clerk.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Reservations',
    'Loans',
    'Counter',
    'Bookings',
    // With a count beside it while requests wait for a decision.
    /^Extension requests\d*$/,
    'Low stock',
    'Repairs',
    'Calibration',
    'Training requests',
  ]);
  await clerk.close();
});

test('an Admin sends the overdue reminders and sees them in the e-mail log', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/Emails');
  const send = page.getByRole('button', { name: /^Sends email to \d+$/ });
  await expect(send).toBeEnabled();
  const count = Number((await send.textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(0);
  await send.click();
  const confirm = page.getByRole('dialog', { name: 'Send reminder' });
  await expect(confirm).toContainText(`Send reminder email to ${count} user(s)?`);
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Successfully added')).toBeVisible();
  const log = page.getByRole('table', { name: 'Email Logs' });
  // Every reminder is logged; without an SMTP server the e2e server writes them to its outbox, as Sent.
  // (The log also holds the automatic notices, e.g. the demo reservations' confirmations.)
  const reminders = log.getByRole('row').filter({ hasText: 'Reminder: overdue loan(s) from the electronics lab' });
  await expect(reminders.getByRole('cell').filter({ hasText: /^Sent$/ })).toHaveCount(count);
});

test('an Admin looks up the components never booked since an earlier date', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/Statistics?tab=2');
  await expect(page.getByRole('tab', { name: 'Never booked components' })).toHaveAttribute('aria-selected', 'true');
  const dateField = page.getByRole('group', { name: 'Select Date:' });
  await dateField.getByRole('spinbutton').first().click();
  await page.keyboard.type('01012020');
  const answer = page.waitForResponse((r) => r.url().includes('/api/ComponentTypes/neverbooked?date=2020-01-01'));
  await page.getByRole('button', { name: 'Update Data' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('table', { name: 'Never booked components' }).getByRole('row').nth(1)).toBeVisible();
});
