/**
 * The process under test: the real app (buildApp) and the ceiling server on one database, seeded on request.
 * Forked by run.ts, so that autocannon's own work does not run on the server's event loop.
 */

import { performance } from 'node:perf_hooks';
import { count, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import {
  activityLog,
  bookings,
  components,
  componentTypes,
  emailLogs,
  loaners,
  loans,
  reservations,
  stockMovements,
} from '../../apps/server/src/db/schema.js';
import { refreshTypeStock } from '../../apps/server/src/db/type-stock.js';
import { systemClock } from '../../apps/server/src/lib/clock.js';
import { labToday } from '../../apps/server/src/lib/lab-date.js';
import { createProductTokenSigner } from '../../apps/server/src/lib/product-token.js';
import {
  addComponentTypes,
  countComponentTypes,
  type IdRange,
  LAB,
  seedBookings,
  seedCategories,
  seedConsumables,
  seedEmailLogs,
  seedLending,
  seedLoanActivity,
  seedLoaners,
  seedPendingExtensions,
  seedWaitingList,
  vacuumAnalyze,
} from '../seed/large-lab.js';
import { startCeiling } from './ceiling.js';
import { pickFixtures } from './fixtures.js';
import { trackInFlight, whenIdle } from './in-flight.js';
import {
  type Capture,
  createdIds,
  type HttpRequest,
  type LabSize,
  type TargetApi,
  type TargetCall,
  type TargetReady,
  type TargetReply,
  withCreatedIds,
} from './protocol.js';
import {
  type Queryable,
  type RecordedEntry,
  type RecordedStatement,
  recordWithTransactions,
  stepsOf,
} from './statement-recorder.js';

/** How long the servers may take to finish the requests of a run after it stopped (PGlite serves one at a time). */
const SETTLE_TIMEOUT_MS = 5 * 60 * 1000;

const env = process.env;
const config = loadConfig({
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: env.BENCH_DATABASE_URL,
  DATA_DIR: env.BENCH_DATA_DIR,
  JWT_SECRET: env.BENCH_JWT_SECRET,
  APP_ENV: 'Test',
  SEED_DEMO: 'false',
  JOBS: 'off',
  // The bench's own SMTP server: the reminder send's messages go through a real SMTP conversation.
  SMTP_URL: env.BENCH_SMTP_URL,
  // BROWSE_CACHE_PAGES=0 measures browse without its cache: every request finds its matches anew.
  BROWSE_CACHE_PAGES: env.BROWSE_CACHE_PAGES,
  // Each connection of the write cycles is one loaner writing as fast as it can: the cycles measure the lending
  // rules, not the per-user budget that would refuse them.
  LENDING_WRITES_PER_MINUTE: '1000000',
});
const connections = Number(env.BENCH_CONNECTIONS);

// The seeding's INSERT … SELECT statements run for minutes: no statement timeout.
const pool = { ...config.databasePool, statementTimeoutSeconds: 0 };
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, pool });
await database.migrate();
if ((await countComponentTypes(database.db)) > 0) {
  throw new Error('The benchmark seeds its own lab: point DATABASE_URL at an empty database.');
}
const db = database.db;
const appClient = (db as unknown as { $client: Queryable }).$client;
const app = await buildApp({ config, database, logger: false });
const appInFlight = trackInFlight(app);
const appUrl = await app.listen({ host: config.HOST, port: 0 });
// On PostgreSQL the ceiling gets a pool of its own with the app's settings; PGlite has one connection only.
const ceilingClient = database.driver === 'postgres' ? new pg.Pool((appClient as pg.Pool).options) : appClient;
const ceiling = await startCeiling(ceilingClient);
const signer = createProductTokenSigner(config.JWT_SECRET ?? '', config.PRODUCT_TOKEN_TTL_MINUTES);

let people: IdRange | undefined;
let firstTypeId: number | undefined;

const started = () => process.hrtime.bigint();
const secondsSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

async function countOf(table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function labSize(start: bigint): Promise<LabSize> {
  return {
    componentTypes: await countOf(componentTypes),
    components: await countOf(components),
    loaners: await countOf(loaners),
    loans: await countOf(loans),
    reservations: await countOf(reservations),
    bookings: await countOf(bookings),
    emailLogs: await countOf(emailLogs),
    activity: await countOf(activityLog),
    stockMovements: await countOf(stockMovements),
    seconds: secondsSince(start),
  };
}

function requireSeeded<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} are not seeded yet`);
  return value;
}

const api: TargetApi = {
  async seedPeople() {
    const start = started();
    await seedCategories(db);
    people = await seedLoaners(db, LAB.loaners);
    return labSize(start);
  },
  async growCatalogue(target) {
    const start = started();
    const missing = target - (await countComponentTypes(db));
    if (missing > 0) {
      const added = await addComponentTypes(db, missing);
      firstTypeId ??= added.first;
      await vacuumAnalyze(db);
    }
    return labSize(start);
  },
  async seedLending() {
    const start = started();
    const types = { first: requireSeeded(firstTypeId, 'Component types'), count: LAB.componentTypes };
    await seedLending(db, requireSeeded(people, 'Loaners'), types);
    await seedBookings(db, requireSeeded(people, 'Loaners'), types);
    await seedLoanActivity(db, requireSeeded(people, 'Loaners'));
    await seedEmailLogs(db, requireSeeded(people, 'Loaners'));
    await seedWaitingList(db, requireSeeded(people, 'Loaners'), types);
    await seedPendingExtensions(db);
    await seedConsumables(db, requireSeeded(people, 'Loaners'));
    // The bench runs no jobs: the statistics read the stock as the type-stock job would have summed it.
    await refreshTypeStock(db);
    await vacuumAnalyze(db);
    return labSize(start);
  },
  fixtures: async () =>
    pickFixtures(
      db,
      signer,
      requireSeeded(people, 'Loaners'),
      { first: requireSeeded(firstTypeId, 'Component types'), count: LAB.componentTypes },
      connections,
      labToday({ clock: systemClock, config }),
    ),
  settle: () => whenIdle([appInFlight, ceiling.inFlight], SETTLE_TIMEOUT_MS),
  async capture(name, request) {
    // A first run warms what happens once, so only the steady-state SQL is recorded.
    await inject(request);
    const { result: response, entries } = await recordWithTransactions(appClient, () => inject(request));
    return ceilingRoute(name, answered(name, response), entries);
  },
  async captureCycle(name, { first, back, idField }) {
    const backName = (i: number) => `${name}.back${i}`;
    const run = async () => {
      const created = answered(name, await inject(first));
      const ids = createdIds(created.json(), idField);
      const undone: { response: Injected; at: number }[] = [];
      for (const [i, request] of back.entries()) {
        const at = performance.now();
        undone.push({ response: answered(backName(i), await inject(withCreatedIds(request, ids))), at });
      }
      return { created, undone };
    };
    await run();
    const { result, entries } = await recordWithTransactions(appClient, run);
    // Each request's entries are those started after it was sent and before the next one was.
    const starts = result.undone.map((request) => request.at);
    const requestOf = (entry: RecordedEntry) => starts.filter((at) => at <= entry.startedAt).length;
    const entriesOf = (request: number) => entries.filter((entry) => requestOf(entry) === request);
    checkIdsAreUnambiguous(name, entriesOf(0));
    return {
      first: ceilingRoute(name, result.created, entriesOf(0)),
      back: result.undone.map(({ response }, i) => ceilingRoute(backName(i), response, entriesOf(i + 1), true)),
    };
  },
  async removeBookings(componentTypeIds) {
    const removed = await db
      .delete(bookings)
      .where(inArray(bookings.componentTypeId, componentTypeIds))
      .returning({ id: bookings.id });
    return removed.length;
  },
};

function inject(request: HttpRequest) {
  return app.inject({
    method: request.method,
    url: request.path,
    headers: request.headers,
    ...(request.body !== undefined && { payload: request.body }),
  });
}

type Injected = Awaited<ReturnType<typeof inject>>;

function answered(name: string, response: Injected): Injected {
  if (response.statusCode < 200 || response.statusCode > 299) {
    throw new Error(`${name}: the app answered ${response.statusCode}: ${response.body}`);
  }
  return response;
}

const statementsOf = (entries: RecordedEntry[]): RecordedStatement[] =>
  entries.flatMap((entry) => ('transaction' in entry ? entry.transaction : [entry]));

/**
 * The ceiling replays a later statement with the new id wherever the recorded one was a parameter: an id the
 * statements before its INSERT already used would be put in by mistake (a loaner id that equals a reservation's).
 */
function checkIdsAreUnambiguous(name: string, entries: RecordedEntry[]): void {
  const used = new Set<string>();
  for (const statement of statementsOf(entries)) {
    for (const id of statement.returnedIds ?? []) {
      if (used.has(id)) throw new Error(`${name}: the new row's id ${id} was a parameter before its INSERT`);
    }
    const [, params] = statement.args;
    // An array parameter (`= any($1)`) uses each of its elements.
    if (Array.isArray(params)) for (const value of params.flat()) used.add(String(value));
  }
}

/** Sets up the ceiling route of a recorded request: the same statements in the same steps, the same answer. */
function ceilingRoute(name: string, response: Injected, entries: RecordedEntry[], usesPreviousIds = false): Capture {
  const pagination = response.headers['x-pagination'];
  const steps = stepsOf(entries);
  ceiling.routes.set(name, {
    steps,
    statusCode: response.statusCode,
    body: response.body === '' ? undefined : response.json(),
    headers: typeof pagination === 'string' ? { 'x-pagination': pagination } : {},
    usesPreviousIds,
  });
  return {
    ceilingPath: `/ceiling/${name}`,
    statements: statementsOf(entries).map((statement) => statement.text),
    steps: steps.length,
    responseBytes: response.rawPayload.length,
    totalCount:
      typeof pagination === 'string' ? (JSON.parse(pagination) as { TotalCount: number }).TotalCount : undefined,
  };
}

/** Drizzle wraps the driver's error: its cause says what PostgreSQL objected to. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause ? `${error.message}\ncaused by: ${describeError(error.cause)}` : (error.stack ?? error.message);
}

async function answer(call: TargetCall): Promise<TargetReply> {
  try {
    const handler = api[call.method] as (...args: unknown[]) => Promise<unknown>;
    return { id: call.id, result: await handler(...call.args) };
  } catch (error) {
    return { id: call.id, error: describeError(error) };
  }
}

process.on('message', (call: TargetCall) => {
  void answer(call).then((reply) => process.send?.(reply));
});
process.on('disconnect', () => {
  void Promise.all([app.close(), ceiling.close()])
    .then(() => (ceilingClient === appClient ? undefined : (ceilingClient as pg.Pool).end()))
    .then(() => database.close())
    .finally(() => process.exit(0));
});

// Both drivers answer execute() with { rows }.
const { rows: versions } = (await db.execute(sql`select current_setting('server_version') as version`)) as unknown as {
  rows: { version: string }[];
};
const ready: TargetReady = {
  ready: {
    appUrl,
    ceilingUrl: ceiling.url,
    driver: database.driver,
    serverVersion: versions[0]?.version ?? '?',
    pid: process.pid,
  },
};
process.send?.(ready);
