import { RoleName } from '@labstock/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reservations } from '../db/schema.js';
import { createReservation, createTypeWithComponents } from '../modules/lending/lending-fixtures.js';
import { type SmtpSink, startSmtpSink } from '../modules/mail/smtp-sink.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { testDatabaseKind } from '../testing/test-database.js';
import type { Job, JobContext } from './job.js';
import { reservationExpiryJob } from './reservation-expiry.js';
import { createScheduler, type JobLogger, runUnderLock, scheduledJobs, startScheduler } from './scheduler.js';

const DAY = 24 * 60 * 60 * 1000;

/** A logger that keeps what it is told. */
function recordingLogger() {
  const errors: object[] = [];
  const log: JobLogger = { info: () => {}, error: (details) => errors.push(details) };
  return { log, errors };
}

describe('job scheduler', () => {
  let t: TestApp;
  let ctx: JobContext;
  let loanerId: number;
  let sink: SmtpSink;
  beforeAll(async () => {
    // The notice jobs the scheduler starts send here rather than into an outbox folder.
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
    ctx = { db: t.db, clock: t.clock, config: t.config };
    loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  async function expiredReservations(count: number): Promise<number[]> {
    const { componentIds } = await createTypeWithComponents(t.db, count);
    const reservationDate = new Date(t.clock.now().getTime() - 9 * DAY);
    return Promise.all(
      componentIds.map((componentId) => createReservation(t.db, { loanerId, componentId, reservationDate })),
    );
  }
  const exists = async (id: number) =>
    (await t.db.select().from(reservations).where(eq(reservations.id, id))).length === 1;

  it('gives every scheduled job a lock of its own, so no two jobs wait for each other', () => {
    const keys = scheduledJobs.map((job) => job.lockKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('runs the reservation expiry once at start', async () => {
    const [id] = (await expiredReservations(1)) as [number];
    const { log, errors } = recordingLogger();
    await startScheduler(ctx, log).stop();
    expect(await exists(id)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('logs a failing run and keeps running the job on its interval', async () => {
    let runs = 0;
    const failing: Job = {
      name: 'failing',
      lockKey: 727_901,
      intervalMs: 20,
      run: async () => {
        runs += 1;
        throw new Error('boom');
      },
    };
    const { log, errors } = recordingLogger();
    const scheduler = createScheduler(ctx, log, [failing]);
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
    await scheduler.stop();
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toMatchObject({ job: 'failing', err: expect.objectContaining({ message: 'boom' }) });
  });

  it('waits on stop for the run in progress', async () => {
    let finished = false;
    const slow: Job = {
      name: 'slow',
      lockKey: 727_902,
      intervalMs: 60_000,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        finished = true;
        return 1;
      },
    };
    await createScheduler(ctx, recordingLogger().log, [slow]).stop();
    expect(finished).toBe(true);
  });

  // Holding the lock in one session while another tries needs two connections: real PostgreSQL only, so these
  // are registered in the postgres project alone (not skipped in the other).
  if (testDatabaseKind === 'postgres') {
    describe('on PostgreSQL with several server processes', () => {
      it('skips a run while another process holds the job’s lock', async () => {
        const [id] = (await expiredReservations(1)) as [number];
        await t.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${reservationExpiryJob.lockKey}::bigint)`);
          expect(await runUnderLock(ctx, reservationExpiryJob)).toBeNull();
        });
        expect(await exists(id)).toBe(true);
        expect(await runUnderLock(ctx, reservationExpiryJob)).toBe(1);
      });

      it('expires each reservation once when two processes run at the same time', async () => {
        const ids = await expiredReservations(5);
        const results = await Promise.all([
          runUnderLock(ctx, reservationExpiryJob),
          runUnderLock(ctx, reservationExpiryJob),
        ]);
        expect((results[0] ?? 0) + (results[1] ?? 0)).toBe(ids.length);
        for (const id of ids) expect(await exists(id)).toBe(false);
      });
    });
  }
});
