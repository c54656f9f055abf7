import { expect, type Page } from '@playwright/test';

/**
 * Expects the notification at the bottom left to say exactly `message` (announced as an alert, also over an
 * open dialog), then closes it, so that the next notification with the same text cannot be mistaken for this one.
 */
export async function expectNotification(page: Page, message: string | RegExp): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveText(message);
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
}
