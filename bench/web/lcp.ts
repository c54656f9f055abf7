import { ACCESS_TOKEN_STORAGE_KEY, PAGE_SIZE_STORAGE_KEY } from '@labstock/shared';
import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium.js';

export const CARDS = 50;
const NAVIGATION_TIMEOUT_MS = 60_000;

export interface LcpRun {
  /** Milliseconds from navigation start, as the browser reports them. */
  lcp: number;
  element: string;
  firstContentfulPaint: number;
  /** When the answer of GET /api/ComponentTypes had arrived: what the cards wait for. */
  componentTypesResponseEnd: number;
}

/** The browser's own latest largest-contentful-paint entry (buffered: the ones before this call count). */
function paintTimings(): Promise<LcpRun> {
  const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
  const componentTypes = performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.toLowerCase() === '/api/componenttypes')
    .at(-1) as PerformanceResourceTiming | undefined;
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
      const element = entry?.element;
      const label = element ? `${element.tagName.toLowerCase()} ${(element.textContent ?? '').slice(0, 40)}` : '?';
      resolve({
        lcp: entry?.startTime ?? Number.NaN,
        element: label.trim(),
        firstContentfulPaint,
        componentTypesResponseEnd: componentTypes?.responseEnd ?? Number.NaN,
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, headless: true });
}

/**
 * One fresh navigation to /Components (new context: empty cache) as a signed-in user showing 50 cards.
 * The product token is stored before the app starts, as after a sign-in: with a usable token the app makes
 * its calls with it and starts no sign-in flow (lib/auth); any request to the provider fails the run.
 */
export async function measureLcp(browser: Browser, baseUrl: string, productToken: string): Promise<LcpRun> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(
      ({ tokenKey, token, pageSizeKey, pageSize }) => {
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(pageSizeKey, pageSize);
      },
      {
        tokenKey: ACCESS_TOKEN_STORAGE_KEY,
        token: productToken,
        pageSizeKey: PAGE_SIZE_STORAGE_KEY,
        pageSize: String(CARDS),
      },
    );
    const page = await context.newPage();
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/idp/')) signIns.push(request.url());
    });
    await page.goto('/Components', { timeout: NAVIGATION_TIMEOUT_MS });
    const cardTitles = page.locator('main li h2');
    await cardTitles.nth(CARDS - 1).waitFor({ timeout: NAVIGATION_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: NAVIGATION_TIMEOUT_MS });
    if (signIns.length > 0) throw new Error(`the app started a sign-in: ${signIns[0]}`);
    if ((await cardTitles.count()) !== CARDS) throw new Error(`expected ${CARDS} cards`);
    return await page.evaluate(paintTimings);
  } finally {
    await context.close();
  }
}
