import { expect, type Locator, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

/** How many lines a cell's text takes on screen. */
const linesOf = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

test.use({ viewport: { width: 1280, height: 800 } });

test('the Clerk’s Active loans at 1280 px keep every date on one line', async ({ page }) => {
  await signInAs(page, 'clerk');
  await page.goto('/Loans');
  await expect(page.getByRole('heading', { name: 'Active loans' })).toBeVisible();

  const dates = page.getByRole('table', { name: 'Loans' }).getByRole('cell', { name: /^\d\d-\d\d-\d{4}$/ });
  await expect(dates.first()).toBeVisible();
  for (const cell of await dates.all()) {
    expect(await linesOf(cell), (await cell.textContent()) ?? undefined).toBe(1);
  }
});
