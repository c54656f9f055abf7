import { type ExportResult, exportChecks } from './export-scenario.js';
import type { MachineSpeed } from './load/machine-speed.js';
import type { Figures, LoadSettings } from './load/measure.js';
import { type ReminderResult, reminderChecks } from './reminder-scenario.js';
import type { LabSize } from './target/protocol.js';

export interface ScenarioResult {
  name: string;
  title: string;
  app: Figures;
  /** A write (a cycle, or the booking): judged by its own ratio target, its p99 reported, not judged. */
  write?: boolean;
  ceiling?: Figures;
  /** app req/s ÷ ceiling req/s. */
  ratio?: number;
  /** A read's latencies at a fixed rate (an open load), at the lab. */
  fixedRate?: FixedRateFigures;
  /** The TotalCount the app answered (paged lists). */
  totalCount?: number;
  /** The SQL the app ran for one request: what the ceiling replays. */
  sql?: string[];
}

/** The app's latencies (ms) under a fixed rate of requests a second. */
export interface FixedRateFigures {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface GrowthPoint {
  componentTypes: number;
  /** How many types the browse search matched: the exact total the page reports. */
  matches?: number;
  app: Figures;
  ceiling: Figures;
  ratio: number;
}

export interface TargetCheck {
  target: string;
  met: boolean;
  detail: string;
}

/** The read scenarios measured on a lab a tenth the size (BENCH_TENTH_DATABASE_URL), to compare each list. */
export interface TenthLab {
  lab: LabSize;
  scenarios: ScenarioResult[];
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; node: string; speed: MachineSpeed; loadAverageBefore: number[]; loadAverageAfter: number[] };
  database: { driver: 'pglite' | 'postgres'; version: string };
  load: LoadSettings;
  lab: LabSize;
  scenarios: ScenarioResult[];
  growth: GrowthPoint[];
  tenth?: TenthLab;
  /** The components.csv download of the whole lab (BENCH_SCENARIOS export-components). */
  export?: ExportResult;
  /** The Admin's reminder send to every overdue loaner (BENCH_SCENARIOS reminder-send). */
  reminder?: ReminderResult;
  targets: TargetCheck[];
}

export const TARGETS = {
  /** Each read scenario reaches at least this share of its ceiling's req/s. */
  minRatio: 0.6,
  /** Each write scenario reaches at least this share of its ceiling's req/s. */
  minWriteRatio: 0.5,
  /** Requests a second of a read's open load: a busy university's peak, not saturation. */
  fixedRate: 200,
  /** Milliseconds, on PostgreSQL, of a read's p99 at the fixed rate. */
  maxP99: 50,
  /** Browse at the largest catalogue, and each list at the lab, stay within this factor of the smaller one's req/s. */
  maxGrowthSlowdown: 1.5,
} as const;

export function checkTargets(results: Omit<BenchResults, 'targets' | 'finishedAt'>): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const scenario of results.scenarios) {
    if (scenario.ratio !== undefined) {
      const minRatio = scenario.write ? TARGETS.minWriteRatio : TARGETS.minRatio;
      checks.push({
        target: `${scenario.name}: ≥ ${minRatio} of ceiling`,
        met: scenario.ratio >= minRatio,
        detail: scenario.ratio.toFixed(2),
      });
    }
    // The p99 target is a read's at the fixed rate; the p99 at saturation, and a write's, are reported, not judged.
    if (results.database.driver === 'postgres' && scenario.fixedRate) {
      const { rate, p99, errors } = scenario.fixedRate;
      checks.push({
        target: `${scenario.name}: p99 < ${TARGETS.maxP99} ms at ${rate} requests/s`,
        met: p99 < TARGETS.maxP99 && errors === 0,
        detail: `${p99} ms, ${errors} errors`,
      });
    }
    checks.push({
      target: `${scenario.name}: no errors`,
      met: scenario.app.errors === 0,
      detail: String(scenario.app.errors),
    });
    // A ceiling that fails answers fast and wrongly: its ratio would mean nothing.
    if (scenario.ceiling) {
      checks.push({
        target: `${scenario.name}: its ceiling without errors`,
        met: scenario.ceiling.errors === 0,
        detail: String(scenario.ceiling.errors),
      });
    }
  }
  if (results.export) checks.push(...exportChecks(results.export));
  if (results.reminder) checks.push(...reminderChecks(results.reminder));
  const smallest = results.growth[0];
  const largest = results.growth.at(-1);
  if (smallest && largest && largest !== smallest) {
    const slowdown = smallest.app.requestsPerSecond / largest.app.requestsPerSecond;
    checks.push({
      target: `browse at ${largest.componentTypes} types within ${TARGETS.maxGrowthSlowdown}× of ${smallest.componentTypes}`,
      met: slowdown <= TARGETS.maxGrowthSlowdown,
      detail: `${slowdown.toFixed(2)}×`,
    });
  }
  for (const small of results.tenth?.scenarios ?? []) {
    const large = results.scenarios.find((scenario) => scenario.name === small.name);
    if (!large) continue;
    const slowdown = small.app.requestsPerSecond / large.app.requestsPerSecond;
    checks.push({
      target: `${small.name} at the lab within ${TARGETS.maxGrowthSlowdown}× of a tenth of it`,
      met: slowdown <= TARGETS.maxGrowthSlowdown,
      detail: `${slowdown.toFixed(2)}×`,
    });
  }
  return checks;
}
