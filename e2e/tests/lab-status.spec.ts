import { expect, test } from '@playwright/test';
import { postLabOpen } from '../support/api';
import { signInAs } from '../support/sign-in';

test('the lab badge turns green when the door sensor reports open, and grey once the report is 10 minutes old', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await postLabOpen(request, true);
  await signInAs(page, 'loaner');
  await expect(page.getByRole('status', { name: 'ELab is OPEN' })).toBeVisible();

  // Nothing new from the sensor for more than 10 minutes: the state is unknown again.
  await page.clock.fastForward('11:00');
  await expect(page.getByRole('status', { name: 'Status of ELab is unknown' })).toBeVisible();
});

test('the lab badge is red when the door sensor reports closed', async ({ page, request }) => {
  await postLabOpen(request, false);
  await signInAs(page, 'clerk');
  await expect(page.getByRole('status', { name: 'ELab is CLOSED' })).toBeVisible();
});
