import type { Locator, Page } from '@playwright/test';

/** The lab day `days` after a yyyy-MM-dd date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday of the week after the one `isoDate` is in. */
export function nextMonday(isoDate: string): string {
  const weekday = (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(isoDate, 7 - weekday);
}

/** Types a yyyy-MM-dd date into a date field's sections (dd, MM, yyyy). */
export async function typeDate(page: Page, field: Locator, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}
