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

/** Waits between a person's key presses, 150 to 300 ms. */
const PERSON_KEY_WAITS_MS = [180, 300, 150, 250, 210, 280, 160, 230];

/**
 * Types a yyyy-MM-dd date into a date field's sections (dd, MM, yyyy) key by key at a person's speed: the field
 * renders between the keys, as it does for a Clerk at the desk.
 */
export async function typeDateLikeAPerson(page: Page, field: Locator, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await field.getByRole('spinbutton').first().click();
  for (const [index, key] of [...`${day}${month}${year}`].entries()) {
    await page.keyboard.press(key);
    await page.waitForTimeout(PERSON_KEY_WAITS_MS[index % PERSON_KEY_WAITS_MS.length] ?? 200);
  }
}
