import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the lab's university holds its web applications to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Phones: nothing may stick out of the screen (spec §2: small-screen layouts). */
const PHONE_MAX_WIDTH = 599;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violation: Violation): string {
  const nodes = violation.nodes
    .slice(0, 3)
    .map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
    .join('\n');
  return `  ${violation.id} [${violation.impact}] ${violation.help} (${violation.nodes.length}×)\n${nodes}`;
}

/**
 * Waits until transitions (dialogs fading in, menus growing) are over and nothing loads, so that axe measures
 * the colours the user ends up seeing; endless animations such as a progress bar's are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * What sticks out of a phone's screen to the right: the page would scroll sideways, or a box clips it (as a
 * paging bar whose buttons fall off the edge). Only a region that scrolls sideways on purpose (focusable, so that
 * keyboard users can scroll it too) may reach beyond the edge.
 */
function outOfScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !element.closest('[role="region"][tabindex="0"]');
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 2).join('.')}`);
  });
}

/**
 * Runs axe over what the page shows now: serious and critical violations fail the test (softly, so one run
 * lists every screen's), the others are printed. On a phone nothing may stick out of the screen either.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const minor = violations.filter((violation) => !BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (minor.length > 0) console.log(`${screen}: minor findings\n${minor.map(describe).join('\n')}`);
  expect.soft(blocking.map(describe), `${screen}: serious or critical axe violations`).toEqual([]);

  const width = page.viewportSize()?.width ?? Number.POSITIVE_INFINITY;
  if (width <= PHONE_MAX_WIDTH) {
    expect.soft(await outOfScreen(page), `${screen}: sticks out of the screen at ${width} px`).toEqual([]);
  }
}

/** Audits the screen as it is at 1280 px and on a phone at 375 px, then goes back to 1280 px. */
export async function expectAccessibleAtBothWidths(page: Page, screen: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page, `${screen} (1280 px)`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, `${screen} (375 px)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Opens a dialog with a click on `opener`, audits it, closes it with Escape and expects the focus back where the
 * user was: on the opener, unless it went away with the dialog (`focusReturnsTo: null`, as a speed dial's action).
 */
export async function expectAccessibleDialog(
  page: Page,
  opener: Locator,
  dialogName: string | RegExp,
  {
    screen = `${dialogName} dialog`,
    focusReturnsTo = opener,
  }: { screen?: string; focusReturnsTo?: Locator | null } = {},
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, screen);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (focusReturnsTo) await expect(focusReturnsTo).toBeFocused();
}

/** Opens a menu from its button, audits it, closes it with Escape and expects the focus back on the button. */
export async function expectAccessibleMenu(page: Page, button: Locator, screen: string): Promise<void> {
  await button.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, screen);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toBeFocused();
}
