import { LAB } from './seed/large-lab.js';

/** The sizes the browse scenario is measured at when BENCH_GROWTH does not say otherwise. */
const DEFAULT_GROWTH = [1_000, 10_000, 100_000];

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds ≥ 0, not '${raw}'`);
  return value;
}

function growthSizes(): number[] {
  const raw = process.env.BENCH_GROWTH;
  const sizes = raw ? raw.split(',').map((size) => Number(size.trim())) : DEFAULT_GROWTH;
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0)) {
    throw new Error(`BENCH_GROWTH must list component type counts, e.g. 1000,10000,100000, not '${raw}'`);
  }
  // The main lab is one of the sizes: the scenarios run there.
  return [...new Set([...sizes, LAB.componentTypes])].sort((a, b) => a - b);
}

export interface BenchSettings {
  databaseUrl?: string;
  /** BENCH_TENTH_DATABASE_URL: an empty database for a tenth of the lab, whose lists are measured for comparison. */
  tenthDatabaseUrl?: string;
  connections: number;
  duration: number;
  warmup: number;
  growth: number[];
  /** BENCH_SCENARIOS: only these scenarios (by name, comma-separated); unset for all of them. */
  scenarios?: string[];
}

/**
 * BENCH_DURATION and BENCH_WARMUP in seconds, BENCH_GROWTH as a list of sizes, BENCH_SCENARIOS as a list of
 * scenario names (e.g. availability,booking: a quick check of those only), DATABASE_URL as the server's,
 * BENCH_TENTH_DATABASE_URL (PostgreSQL) to measure each list at a tenth of the lab too.
 */
export function readSettings(): BenchSettings {
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    tenthDatabaseUrl: process.env.BENCH_TENTH_DATABASE_URL || undefined,
    connections: 32,
    duration: positiveNumber('BENCH_DURATION', 10),
    warmup: positiveNumber('BENCH_WARMUP', 2),
    growth: growthSizes(),
    scenarios: process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim()) || undefined,
  };
}
