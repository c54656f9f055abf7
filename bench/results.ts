import type { Figures, LoadSettings } from './load/measure.js';
import type { LabSize } from './target/protocol.js';

export interface ScenarioResult {
  name: string;
  title: string;
  app: Figures;
  /** Read scenarios only. */
  ceiling?: Figures;
  /** app req/s ÷ ceiling req/s. */
  ratio?: number;
  /** The TotalCount the app answered (paged lists). */
  totalCount?: number;
  /** The SQL the app ran for one request: what the ceiling replays. */
  sql?: string[];
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

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; node: string; loadAverageBefore: number[]; loadAverageAfter: number[] };
  database: { driver: 'pglite' | 'postgres'; version: string };
  load: LoadSettings;
  lab: LabSize;
  scenarios: ScenarioResult[];
  growth: GrowthPoint[];
  targets: TargetCheck[];
}

export const TARGETS = {
  /** Each read scenario reaches at least this share of its ceiling's req/s. */
  minRatio: 0.6,
  /** Milliseconds, on PostgreSQL. */
  maxP99: 50,
  /** Browse at the largest catalogue stays within this factor of the smallest one's req/s. */
  maxGrowthSlowdown: 1.5,
} as const;

export function checkTargets(results: Omit<BenchResults, 'targets' | 'finishedAt'>): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const scenario of results.scenarios) {
    if (scenario.ratio !== undefined) {
      checks.push({
        target: `${scenario.name}: ≥ ${TARGETS.minRatio} of ceiling`,
        met: scenario.ratio >= TARGETS.minRatio,
        detail: scenario.ratio.toFixed(2),
      });
    }
    // The p99 target is the read scenarios'; the reserve-delete cycle's p99 is reported, not judged.
    if (results.database.driver === 'postgres' && scenario.ceiling) {
      checks.push({
        target: `${scenario.name}: p99 < ${TARGETS.maxP99} ms`,
        met: scenario.app.p99 < TARGETS.maxP99,
        detail: `${scenario.app.p99} ms`,
      });
    }
    checks.push({
      target: `${scenario.name}: no errors`,
      met: scenario.app.errors === 0,
      detail: String(scenario.app.errors),
    });
  }
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
  return checks;
}
