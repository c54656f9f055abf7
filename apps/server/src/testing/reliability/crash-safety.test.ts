import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, loans, reservations } from '../../db/schema.js';
import { LAB_ADMIN, type Lab, setUpLab } from '../lab-api.js';
import { type ProcessDatabase, postInTwoParts, processDatabase, runToEnd, startServer } from '../server-process.js';
import { type Ledger, runBurst } from './lending-burst.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real server, killed mid-burst and restarted: nothing acknowledged is lost, and the data stays consistent. */
describe('crash safety', () => {
  let database: ProcessDatabase;
  let env: Record<string, string>;
  let lab: Lab;
  let ledger: Ledger;

  beforeAll(async () => {
    database = await processDatabase();
    env = { ...database.env, BOOTSTRAP_ADMINS: LAB_ADMIN };
  });
  afterAll(() => database.dispose());

  it('survives a SIGKILL in the middle of a burst of reservations, hand-outs, cancellations and hand-ins', async () => {
    const server = await startServer(env);
    try {
      lab = await setUpLab(server.url, { loaners: 4, components: 30 });
      let killed = false;
      ledger = await runBurst({
        urls: [server.url],
        lab,
        workers: 6,
        stop: (progress) => {
          // Killed while the other workers' requests are in flight; they end at their next unanswered call.
          if (!killed && progress.acknowledged >= 50) {
            killed = true;
            server.child.kill('SIGKILL');
          }
          return false;
        },
      });
    } finally {
      await server.stop('SIGKILL');
    }
    expect(ledger.unexpected).toEqual([]);
    expect(ledger.acknowledged).toBeGreaterThanOrEqual(50);
  }, 180_000);

  it('restarts, and a request in flight when SIGTERM arrives still gets its answer', async () => {
    const server = await startServer(env);
    try {
      const status = await postInTwoParts(
        server,
        '/api/Category',
        lab.admin.token,
        { name: 'Added during shutdown' },
        async () => {
          await sleep(300);
          server.child.kill('SIGTERM');
          await sleep(500);
        },
      );
      expect(status).toBe(201);
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output.join('')).toContain('shutting down: finishing in-flight requests');
    } finally {
      await server.stop('SIGKILL');
    }
  }, 180_000);

  it('passes npm run check-db and holds every acknowledged write', async () => {
    const check = await runToEnd('scripts/check-db.ts', env);
    expect(check.output).toContain('Database consistent');
    expect(check.code).toBe(0);

    const handle = await database.open();
    try {
      const { db } = handle;
      const kept = [...ledger.reservations.keys()].filter(
        (id) =>
          !ledger.cancelled.has(id) &&
          !ledger.uncertainReservations.has(id) &&
          ![...ledger.loans.values()].some((loan) => loan.reservationId === id),
      );
      const gone = [...ledger.cancelled, ...[...ledger.loans.values()].map((loan) => loan.reservationId)];
      const reservationIds = (await db.select({ id: reservations.id }).from(reservations)).map((row) => row.id);
      expect(reservationIds).toEqual(expect.arrayContaining(kept));
      expect(reservationIds.filter((id) => gone.includes(id))).toEqual([]);

      const loanRows = await db
        .select()
        .from(loans)
        .where(inArray(loans.id, [...ledger.loans.keys(), 0]));
      expect(loanRows.map((row) => row.id).sort()).toEqual([...ledger.loans.keys()].sort());
      const returned = loanRows.filter((row) => row.returnedAt !== null).map((row) => row.id);
      expect(returned).toEqual(expect.arrayContaining([...ledger.returned]));

      expect(await db.select().from(categories)).toContainEqual(
        expect.objectContaining({ name: 'Added during shutdown' }),
      );
    } finally {
      await handle.close();
    }
  }, 120_000);
});
