import { expect, type Page } from '@playwright/test';

export interface NotificationOptions {
  /**
   * The notification comes while a modal dialog is open. The app then leaves it inside the aria-hidden page
   * root (reported defect: assistive technology does not get it), so it is looked up among hidden elements
   * too; it must still be shown on screen.
   */
  overDialog?: boolean;
}

/**
 * Expects the notification at the bottom left to say exactly `message`, then closes it, so that the next
 * notification with the same text cannot be mistaken for this one.
 */
export async function expectNotification(
  page: Page,
  message: string | RegExp,
  { overDialog = false }: NotificationOptions = {},
): Promise<void> {
  const alert = page.getByRole('alert', { includeHidden: overDialog }).filter({ hasText: message });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveText(message);
  await alert.getByRole('button', { name: 'Close', includeHidden: overDialog }).click();
  await expect(alert).toHaveCount(0);
}
