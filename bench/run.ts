/**
 * npm run bench: seeds a large lab into DATABASE_URL (else a fresh PGlite in a temp dir), starts the real app
 * and a ceiling server in a child process, drives both with autocannon and prints req/s, p50, p99, errors and
 * the ratio to the ceiling per scenario, plus the browse scenario's growth curve and (BENCH_TENTH_DATABASE_URL)
 * each list at a tenth of the lab. Writes results/latest.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SmtpSink, startSmtpSink } from '../apps/server/src/modules/mail/smtp-sink.js';
import { EXPORT_SCENARIO, type ExportResult, measureComponentsExport } from './export-scenario.js';
import { cpuSecondsBetween, cpuSecondsNow } from './load/cpu.js';
import { measureMachineSpeed } from './load/machine-speed.js';
import { type Figures, figuresOf, type LoadSettings, type LoadTarget, runLoad, type Sample } from './load/measure.js';
import { runOpenLoad } from './load/open-load.js';
import { measureReminderSend, REMINDER_SCENARIO, type ReminderResult } from './reminder-scenario.js';
import { summary } from './report.js';
import {
  type BenchResults,
  checkTargets,
  type FixedRateFigures,
  type GrowthPoint,
  type ScenarioResult,
  TARGETS,
  type TenthLab,
} from './results.js';
import {
  bookingCaptures,
  bookingCycle,
  browseScenario,
  cancelLeftoverReservations,
  counterConsumablesCycle,
  counterCycle,
  cycleRequests,
  declineLeftoverExtensions,
  extensionCycle,
  handInLeftoverLoans,
  handoutCycle,
  type ReadScenario,
  readScenarios,
  receiveLeftoverIssues,
  reserveCycle,
  type WriteCycleScenario,
} from './scenarios.js';
import { LAB, LAB_SHARE, labAt } from './seed/large-lab.js';
import { type BenchSettings, readSettings } from './settings.js';
import type { Capture, CycleCapture, Fixtures, LabSize } from './target/protocol.js';
import { startTarget, type Target } from './target/target-client.js';

const resultsFile = fileURLToPath(new URL('./results/latest.json', import.meta.url));

function log(message: string): void {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** App and ceiling take turns in this many slices of the duration, so a change in the machine's load hits both. */
const SLICES = 2;

/**
 * Runs a load, then waits until the servers have worked off what it left in flight; the CPU it cost is read
 * around both, so the requests finished after the run's end count too.
 */
async function runSettled(target: Target, load: LoadTarget, connections: number, seconds: number): Promise<Sample> {
  const before = cpuSecondsNow(target.ready.pid);
  const sample = await runLoad(load, connections, seconds);
  await target.call('settle');
  const cpu = cpuSecondsBetween(before, cpuSecondsNow(target.ready.pid));
  await load.afterRun?.();
  return { ...sample, cpu };
}

/**
 * A thrown-away warm-up of each (JIT, pools, caches), then the targets in turns of duration / SLICES each, so
 * that every target is measured for the whole duration, interleaved with the others.
 */
async function measureInTurns(target: Target, loads: LoadTarget[], settings: LoadSettings): Promise<Figures[]> {
  const { connections, duration, warmup } = settings;
  if (warmup > 0) for (const load of loads) await runSettled(target, load, connections, warmup);
  const samples: Sample[][] = loads.map(() => []);
  for (let slice = 0; slice < SLICES; slice++) {
    for (const [i, load] of loads.entries())
      samples[i]?.push(await runSettled(target, load, connections, duration / SLICES));
  }
  return samples.map(figuresOf);
}

/**
 * The app's latencies at TARGETS.fixedRate requests a second for the whole duration: the p99 a busy lab's peak
 * sees. At saturation the p99 is only the connections ÷ the throughput, a property of the machine.
 */
async function measureAtFixedRate(target: Target, load: LoadTarget, settings: LoadSettings): Promise<FixedRateFigures> {
  const rate = TARGETS.fixedRate;
  const sample = await runOpenLoad(load, rate, settings.duration, settings.connections);
  await target.call('settle');
  const { p50, p99, errors } = figuresOf([sample]);
  return { rate, p50, p99, errors };
}

/** A read beside its ceiling; `atFixedRate` also measures its latencies at TARGETS.fixedRate (the lab's reads). */
async function measureRead(
  target: Target,
  scenario: ReadScenario,
  load: LoadSettings,
  { atFixedRate }: { atFixedRate: boolean },
): Promise<ScenarioResult> {
  const capture = await target.call('capture', scenario.name, scenario.request);
  log(
    `${scenario.name}: ${capture.statements.length} statements in ${capture.steps} steps, ${capture.responseBytes} bytes`,
  );
  const { method, path: requestPath, headers } = scenario.request;
  const appLoad: LoadTarget = { url: target.ready.appUrl, requests: [{ method, path: requestPath, headers }] };
  const [app, ceiling] = await measureInTurns(
    target,
    [appLoad, { url: target.ready.ceilingUrl, requests: [{ path: capture.ceilingPath }] }],
    load,
  );
  if (!app || !ceiling) throw new Error('two loads give two figures');
  const ratio = app.requestsPerSecond / ceiling.requestsPerSecond;
  const fixedRate = atFixedRate ? await measureAtFixedRate(target, appLoad, load) : undefined;
  log(
    `${scenario.name}: ${app.requestsPerSecond.toFixed(0)} req/s, ceiling ${ceiling.requestsPerSecond.toFixed(0)} (${ratio.toFixed(2)})${fixedRate ? `; at ${fixedRate.rate}/s p99 ${fixedRate.p99} ms` : ''}`,
  );
  return {
    name: scenario.name,
    title: scenario.title,
    app,
    ceiling,
    ratio,
    fixedRate,
    totalCount: capture.totalCount,
    sql: capture.statements,
  };
}

/**
 * A write cycle beside its ceiling: each connection's cycle recorded once through the app, then replayed bare —
 * each transaction as one transaction on one connection, the second request on the rows the first created.
 * `putBack` undoes what a run stopped between the two requests left behind (of the app's or the ceiling's).
 */
async function measureWriteCycle(
  target: Target,
  scenario: WriteCycleScenario,
  load: LoadSettings,
  putBack: () => Promise<number>,
): Promise<ScenarioResult> {
  const captures: CycleCapture[] = [];
  for (const [i, cycle] of scenario.cycles.entries())
    captures.push(await target.call('captureCycle', `${scenario.name}-${i}`, cycle));
  const [first] = captures;
  if (!first) throw new Error(`${scenario.name}: no cycles captured`);
  const statements = [first.first, ...first.back].flatMap((capture) => capture.statements);
  const steps = [first.first, ...first.back].map((capture) => capture.steps).join(' + ');
  log(`${scenario.name}: ${statements.length} statements in ${steps} steps`);
  let nextApp = 0;
  let nextCeiling = 0;
  let leftovers = 0;
  const afterRun = async () => {
    leftovers += await putBack();
  };
  const [app, ceiling] = await measureInTurns(
    target,
    [
      {
        url: target.ready.appUrl,
        setupClient: (client) => {
          const cycle = scenario.cycles[nextApp++ % scenario.cycles.length];
          if (cycle) client.setRequests(cycleRequests(cycle));
        },
        afterRun,
      },
      {
        url: target.ready.ceilingUrl,
        setupClient: (client) => {
          const capture = captures[nextCeiling++ % captures.length];
          if (capture)
            client.setRequests([capture.first, ...capture.back].map(({ ceilingPath }) => ({ path: ceilingPath })));
        },
        afterRun,
      },
    ],
    load,
  );
  if (!app || !ceiling) throw new Error('two loads give two figures');
  const ratio = app.requestsPerSecond / ceiling.requestsPerSecond;
  log(
    `${scenario.name}: ${app.requestsPerSecond.toFixed(0)} req/s, ceiling ${ceiling.requestsPerSecond.toFixed(0)} (${ratio.toFixed(2)}), p99 ${app.p99} ms, ${app.errors} errors (${leftovers} left over, put back)`,
  );
  return { name: scenario.name, title: scenario.title, write: true, app, ceiling, ratio, sql: statements };
}

/**
 * Booking ahead, beside its ceiling: the statements of one booking per connection (each of its own type) replayed
 * bare, its transaction as one transaction on one connection. The app's bookings stay in the lab; the ceiling's,
 * which the rules never checked, are removed after each of its runs, so that `check-db` finds the lab consistent.
 */
async function measureBookings(target: Target, fixtures: Fixtures, load: LoadSettings): Promise<ScenarioResult> {
  const cycle = bookingCycle(fixtures);
  const captures: Capture[] = [];
  const bookings = bookingCaptures(fixtures);
  for (const { name, request } of bookings) captures.push(await target.call('capture', name, request));
  const replayedTypes = bookings.map((booking) => booking.componentTypeId);
  const [first] = captures;
  if (!first) throw new Error('no bookings captured');
  log(`booking: ${first.statements.length} statements in ${first.steps} steps, ${first.responseBytes} bytes`);
  let nextCeiling = 0;
  const [app, ceiling] = await measureInTurns(
    target,
    [
      { url: target.ready.appUrl, setupClient: cycle.setupClient },
      {
        url: target.ready.ceilingUrl,
        setupClient: (client) => {
          const capture = captures[nextCeiling++ % captures.length];
          if (capture) client.setRequests([{ path: capture.ceilingPath }]);
        },
        afterRun: () => target.call('removeBookings', replayedTypes),
      },
    ],
    load,
  );
  if (!app || !ceiling) throw new Error('two loads give two figures');
  const ratio = app.requestsPerSecond / ceiling.requestsPerSecond;
  log(
    `booking: ${app.requestsPerSecond.toFixed(0)} req/s, ceiling ${ceiling.requestsPerSecond.toFixed(0)} (${ratio.toFixed(2)}), ${app.errors} errors`,
  );
  return { name: 'booking', title: cycle.title, write: true, app, ceiling, ratio, sql: first.statements };
}

function growthPoint(componentTypes: number, browse: ScenarioResult): GrowthPoint {
  if (!browse.ceiling || browse.ratio === undefined) throw new Error('the browse scenario has a ceiling');
  const { app, ceiling, ratio, totalCount } = browse;
  return { componentTypes, matches: totalCount, app, ceiling, ratio };
}

const loadOf = (settings: BenchSettings): LoadSettings => ({
  connections: settings.connections,
  duration: settings.duration,
  warmup: settings.warmup,
});

const chosenIn = (settings: BenchSettings) => (name: string) =>
  settings.scenarios === undefined || settings.scenarios.includes(name);

/** A lab a tenth the size, in a database of its own, seeded and serving: its lists are measured beside the lab's. */
interface TenthTarget {
  target: Target;
  lab: LabSize;
  fixtures: Fixtures;
}

async function startTenth(databaseUrl: string): Promise<TenthTarget> {
  const share = LAB_SHARE / 10;
  const target = await startLabTarget(databaseUrl, share);
  try {
    await target.call('seedPeople');
    await target.call('growCatalogue', labAt(share).componentTypes);
    const lab = await target.call('seedLending');
    log(`a tenth of the lab: ${lab.componentTypes} types, ${lab.loans} loans (${lab.seconds.toFixed(1)} s lending)`);
    return { target, lab, fixtures: await target.call('fixtures') };
  } catch (error) {
    await target.stop();
    throw error;
  }
}

/**
 * Each read scenario at the lab, and right after it the same list at a tenth of the lab: the two figures a
 * slowdown compares are taken a minute apart, not the whole run apart, so a change in the machine's speed
 * between them is as small as the bench can make it.
 */
async function measureReads(
  target: Target,
  fixtures: Fixtures,
  settings: BenchSettings,
  tenth: TenthTarget | undefined,
): Promise<{ scenarios: ScenarioResult[]; tenthScenarios: ScenarioResult[] }> {
  const chosen = chosenIn(settings);
  const tenthReads = tenth && new Map(readScenarios(tenth.fixtures).map((scenario) => [scenario.name, scenario]));
  const scenarios: ScenarioResult[] = [];
  const tenthScenarios: ScenarioResult[] = [];
  for (const scenario of readScenarios(fixtures).filter((s) => chosen(s.name))) {
    scenarios.push(await measureRead(target, scenario, loadOf(settings), { atFixedRate: true }));
    const atATenth = tenthReads?.get(scenario.name);
    if (tenth && atATenth) {
      log(`${scenario.name} at a tenth of the lab:`);
      tenthScenarios.push(await measureRead(tenth.target, atATenth, loadOf(settings), { atFixedRate: false }));
    }
  }
  return { scenarios, tenthScenarios };
}

async function runBench(
  target: Target,
  settings: BenchSettings,
  smtp: SmtpSink,
  tenthTarget?: TenthTarget,
): Promise<BenchResults> {
  const startedAt = new Date().toISOString();
  const loadAverageBefore = os.loadavg();
  const speed = await measureMachineSpeed(settings.databaseUrl);
  const load = loadOf(settings);
  let lab: LabSize | undefined;
  const scenarios: ScenarioResult[] = [];
  const growth: GrowthPoint[] = [];
  let exported: ExportResult | undefined;
  let reminder: ReminderResult | undefined;
  let tenth: TenthLab | undefined;

  log('seeding categories and loaners');
  await target.call('seedPeople');
  for (const size of settings.growth) {
    const grown = await target.call('growCatalogue', size);
    log(`catalogue: ${grown.componentTypes} types, ${grown.components} components (${grown.seconds.toFixed(1)} s)`);
    if (size === LAB.componentTypes) {
      lab = await target.call('seedLending');
      log(
        `lending: ${lab.loans} loans, ${lab.reservations} reservations, ${lab.bookings} bookings, ${lab.emailLogs} e-mail logs, ${lab.activity} activity rows, ${lab.stockMovements} stock movements (${lab.seconds.toFixed(1)} s)`,
      );
      const fixtures = await target.call('fixtures');
      const chosen = chosenIn(settings);
      const reads = await measureReads(target, fixtures, settings, tenthTarget);
      scenarios.push(...reads.scenarios);
      if (tenthTarget) tenth = { lab: tenthTarget.lab, scenarios: reads.tenthScenarios };
      const appUrl = target.ready.appUrl;
      const putBackLoans = (loanerIds: number[]) => () => handInLeftoverLoans(appUrl, fixtures, loanerIds);
      const writeCycles = [
        { scenario: reserveCycle(fixtures), putBack: () => cancelLeftoverReservations(appUrl, fixtures) },
        { scenario: handoutCycle(fixtures), putBack: putBackLoans(fixtures.handouts.map((h) => h.loanerId)) },
        {
          scenario: counterCycle(fixtures),
          putBack: putBackLoans(fixtures.counterHandouts.map((h) => h.loanerId)),
        },
        {
          scenario: counterConsumablesCycle(fixtures),
          putBack: async () =>
            (await putBackLoans(fixtures.counterKits.map((kit) => kit.loanerId))()) +
            (await receiveLeftoverIssues(appUrl, fixtures)),
        },
        { scenario: extensionCycle(fixtures), putBack: () => declineLeftoverExtensions(appUrl, fixtures) },
      ];
      for (const { scenario, putBack } of writeCycles.filter((cycle) => chosen(cycle.scenario.name)))
        scenarios.push(await measureWriteCycle(target, scenario, load, putBack));
      if (chosen(EXPORT_SCENARIO)) {
        exported = await measureComponentsExport(appUrl, fixtures.admin.token, target.ready.pid);
        log(
          `${EXPORT_SCENARIO}: ${exported.rowsPerSecond.toFixed(0)} rows/s, server RSS +${exported.rssGrowthMegabytes.toFixed(0)} MB`,
        );
      }
      // After the reads: the send adds to the e-mail log and marks the overdue loans reminded.
      if (chosen(REMINDER_SCENARIO)) {
        reminder = await measureReminderSend(appUrl, fixtures.admin.token, target.ready.pid, smtp);
        log(
          `${REMINDER_SCENARIO}: ${reminder.sent} of ${reminder.count} in ${reminder.seconds.toFixed(1)} s, answered after ${reminder.answerSeconds.toFixed(1)} s`,
        );
      }
      // Last: the bookings it makes stay, and no other scenario should find them.
      if (chosen('booking')) scenarios.push(await measureBookings(target, fixtures, load));
    }
    const browse =
      scenarios.find((s) => s.name === 'browse' && size === LAB.componentTypes) ??
      (await measureRead(target, browseScenario(await target.call('fixtures')), load, { atFixedRate: false }));
    growth.push(growthPoint(size, browse));
  }
  if (!lab) throw new Error('the main lab size was not among the growth sizes');

  const partial = {
    startedAt,
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      speed,
      loadAverageBefore,
      loadAverageAfter: os.loadavg(),
    },
    database: { driver: target.ready.driver, version: target.ready.serverVersion },
    load,
    lab,
    scenarios,
    growth,
    tenth,
    export: exported,
    reminder,
  };
  return { ...partial, finishedAt: new Date().toISOString(), targets: checkTargets(partial) };
}

const settings = readSettings();
// The app's data folder: a fresh PGlite unless DATABASE_URL is set, and the outbox of the counter's receipts.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labstock-bench-'));
const jwtSecret = randomBytes(32).toString('base64url');

// The SMTP server the app sends through: the reminder send's messages end there.
const smtp = await startSmtpSink();

/** The lab and its tenth serve side by side: each has a data folder of its own. */
function startLabTarget(databaseUrl: string | undefined, share: number): Promise<Target> {
  const labDataDir = path.join(dataDir, `share-${share}`);
  mkdirSync(labDataDir);
  return startTarget({
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_LAB_SHARE: String(share),
    BENCH_DATA_DIR: labDataDir,
    BENCH_JWT_SECRET: jwtSecret,
    BENCH_SMTP_URL: smtp.url,
    BENCH_CONNECTIONS: String(settings.connections),
  });
}

try {
  const tenth = settings.tenthDatabaseUrl ? await startTenth(settings.tenthDatabaseUrl) : undefined;
  try {
    log(settings.databaseUrl ? 'database: DATABASE_URL' : `database: a fresh PGlite in ${dataDir}`);
    const target = await startLabTarget(settings.databaseUrl, LAB_SHARE);
    try {
      const results = await runBench(target, settings, smtp, tenth);
      console.log(summary(results));
      mkdirSync(path.dirname(resultsFile), { recursive: true });
      writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
      log(`written to ${path.relative(process.cwd(), resultsFile)}`);
    } finally {
      await target.stop();
    }
  } finally {
    await tenth?.target.stop();
  }
} finally {
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
