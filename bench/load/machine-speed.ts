import { performance } from 'node:perf_hooks';
import pg from 'pg';

/**
 * How long this machine took for a fixed piece of work, measured before a run while nothing else of the bench
 * runs. A run's req/s, p99 and LCP follow the machine's speed, which its load average does not show: a shared
 * machine of the same kind can be several times slower from one day to the next while it looks idle. Lower is
 * faster; runs compare by these, not by their load.
 */
export interface MachineSpeed {
  /** One core's JavaScript: a page of 50 cards turned to JSON and back 2,000 times (best of 5), in ms. */
  javascriptMs: number;
  /** PostgreSQL's, when the bench's database is one: a sum over 3,000,000 generated rows (best of 5), in ms. */
  postgresMs?: number;
}

const ROUNDS = 5;

async function bestOf(work: () => unknown): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await work();
    best = Math.min(best, performance.now() - started);
  }
  return Math.round(best * 10) / 10;
}

/** Fifty catalogue cards as the browse screen receives them. */
const cardsPage = JSON.stringify(
  Array.from({ length: 50 }, (_, i) => ({
    id: 10_000 + i,
    name: `Temperature sensor ${i}`,
    info: 'Digital temperature sensor, ±0.5 °C, I²C, 3.3 V',
    location: `Shelf ${i % 12}`,
    datasheet: `https://example.org/datasheets/${i}.pdf`,
    availableCount: i % 7,
    categories: [{ categoryId: i % 9, name: 'Sensors' }],
  })),
);

function javascriptWork(): void {
  for (let i = 0; i < 2_000; i++) JSON.stringify(JSON.parse(cardsPage));
}

async function postgresMs(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await bestOf(() => client.query('select sum(i) from generate_series(1, 3000000) as i'));
  } finally {
    await client.end();
  }
}

export async function measureMachineSpeed(databaseUrl?: string): Promise<MachineSpeed> {
  const javascriptMs = await bestOf(javascriptWork);
  return databaseUrl ? { javascriptMs, postgresMs: await postgresMs(databaseUrl) } : { javascriptMs };
}

export function machineSpeedText(speed: MachineSpeed): string {
  const postgres = speed.postgresMs === undefined ? '' : `, PostgreSQL ${speed.postgresMs} ms`;
  return `speed (lower is faster): JavaScript ${speed.javascriptMs} ms${postgres}`;
}
