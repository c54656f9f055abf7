/**
 * npm run bench:web: the web app's budgets. Builds the app when its sources changed, reports the gzip size of the
 * JS and CSS loaded for /Components (index.html's files plus the catalogue route's lazy chunk), checks that it holds
 * no zod and that the Admin screens are lazy, and measures the Largest Contentful Paint of /Components with 50 cards in headless
 * Chromium against the real server. Writes results/web-latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAccounts } from '../../apps/server/src/idp/demo-accounts.js';
import { machineSpeedText, measureMachineSpeed } from '../load/machine-speed.js';
import { ensureWebBuild, manifestPath } from './build.js';
import { initialLoad } from './bundle.js';
import { startLabServer } from './lab-server.js';
import { CARDS, type LcpRun, launchChromium, measureLcp } from './lcp.js';

const BUDGETS = { initialGzipKb: 230, lcpMs: 1000 } as const;
const resultsFile = fileURLToPath(new URL('../results/web-latest.json', import.meta.url));

function log(message: string): void {
  console.error(`[bench:web ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function lcpRuns(): number {
  const runs = Number(process.env.BENCH_LCP_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_LCP_RUNS must be a whole number ≥ 1');
  return runs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const loadAverageBefore = os.loadavg();
const speed = await measureMachineSpeed();
const dist = ensureWebBuild(log);
const bundle = initialLoad(dist, manifestPath);
const initialGzip = bundle.jsGzipBytes + bundle.cssGzipBytes;

log('starting the server on a fresh PGlite with the demo lab');
const server = await startLabServer(dist);
const browser = await launchChromium();
const runs: LcpRun[] = [];
try {
  const loaner = demoAccounts.find((account) => account.key === 'loaner');
  if (!loaner) throw new Error('no demo Loaner account');
  const token = await server.productToken(loaner.username);
  for (let i = 0; i < lcpRuns(); i++) {
    runs.push(await measureLcp(browser, server.url, token));
    const run = runs.at(-1);
    log(
      `LCP run ${i + 1}: ${run?.lcp.toFixed(0)} ms (FCP ${run?.firstContentfulPaint.toFixed(0)}, list ${run?.componentTypesResponseEnd.toFixed(0)})`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
const lcp = median(runs.map((run) => run.lcp));

const checks = [
  {
    target: `initial JS+CSS for /Components ≤ ${BUDGETS.initialGzipKb} KB gzip`,
    met: initialGzip <= BUDGETS.initialGzipKb * 1024,
    detail: kb(initialGzip),
  },
  {
    target: `LCP of /Components with ${CARDS} cards ≤ ${BUDGETS.lcpMs} ms (median)`,
    met: lcp <= BUDGETS.lcpMs,
    detail: `${lcp.toFixed(0)} ms`,
  },
  {
    target: 'no zod in the initial load of /Components',
    met: bundle.zodFiles.length === 0,
    detail: bundle.zodFiles.length === 0 ? 'none' : `in ${bundle.zodFiles.join(', ')}`,
  },
  ...Object.entries(bundle.adminScreensLazy).map(([screen, lazy]) => ({
    target: `${screen} is a lazy chunk`,
    met: lazy,
    detail: lazy ? 'lazy' : 'loaded up front',
  })),
];
const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, speed, loadAverageBefore, loadAverageAfter: os.loadavg() },
  bundle: { ...bundle, files: bundle.files.sort((a, b) => b.gzipBytes - a.gzipBytes) },
  lcp: { medianMs: lcp, runs },
  checks,
};

console.log(
  `Web budgets — machine ${machineSpeedText(speed)}, load average before ${loadAverageBefore.map((l) => l.toFixed(2)).join(' ')}`,
);
console.log(
  `Initial load of /Components: JS ${kb(bundle.jsGzipBytes)} + CSS ${kb(bundle.cssGzipBytes)} gzip, ${bundle.files.length} files`,
);
for (const file of results.bundle.files) console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${file.file}`);
console.log(
  `LCP of /Components with ${CARDS} cards: median ${lcp.toFixed(0)} ms (${runs.map((r) => r.lcp.toFixed(0)).join(', ')}); element: ${runs.at(-1)?.element}`,
);
for (const check of checks) console.log(`${check.met ? 'met   ' : 'MISSED'}  ${check.target} (${check.detail})`);
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
log(`written to ${path.relative(process.cwd(), resultsFile)}`);
