import { ComponentStatus, type EmailLog, type ReminderRun, RoleName } from '@labstock/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailLogs, reminderRuns, remindersSent } from '../../db/schema.js';
import { createTestApp, type TestApp, TestClock, type TestUser } from '../../testing/test-app.js';
import { insertComponents, insertComponentType, insertLoan } from '../statistics/stock-fixtures.js';
import { type SmtpSink, startSmtpSink } from './smtp-sink.js';

const LOANERS = 3;

describe('the reminder send as a run in the background, through a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let admin: TestUser;
  let clerk: TestUser;
  let loaner: TestUser;
  const start = (user: TestUser | null = admin) =>
    t.inject({ method: 'POST', url: '/api/mail/reminder', user: user ?? undefined });
  const progress = (user: TestUser | null = admin) =>
    t.inject({ method: 'GET', url: '/api/mail/reminder/progress', user: user ?? undefined });

  /** Follows the run as the Emails screen does, until it has finished; answers every progress seen. */
  async function followToTheEnd(): Promise<ReminderRun[]> {
    const seen: ReminderRun[] = [];
    for (;;) {
      const run = (await progress()).json<ReminderRun>();
      seen.push(run);
      if (run.finished) return seen;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url }, clock: new TestClock(new Date('2026-03-10T10:00:00Z')) });
    [admin, clerk, loaner] = await Promise.all([
      t.createUser([RoleName.Admin]),
      t.createUser([RoleName.Clerk]),
      t.createUser([RoleName.Loaner]),
    ]);
    const typeId = await insertComponentType(t.db, { name: 'Arduino Uno' });
    const componentIds = await insertComponents(t.db, typeId, Array(LOANERS).fill(ComponentStatus.Loaned));
    for (const [i, componentId] of componentIds.entries()) {
      const borrower = await t.createUser([RoleName.Loaner], { email: `late${i}@uni.example` });
      await insertLoan(t.db, {
        loanerId: borrower.loanerId,
        componentId,
        loanDate: '2026-02-01T09:00:00Z',
        returnDate: '2026-03-01',
      });
    }
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    sink.messages.length = 0;
    sink.acceptDelayMs = 0;
    await t.db.delete(emailLogs);
    await t.db.delete(remindersSent);
    await t.db.delete(reminderRuns);
  });

  it('needs an Admin', async () => {
    for (const call of [start, progress]) {
      expect((await call(null)).statusCode).toBe(401);
      for (const user of [clerk, loaner]) expect((await call(user)).statusCode).toBe(403);
    }
  });

  it('reports no run before the first', async () => {
    const res = await progress();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('answers 202 when the send outlasts its wait, reports its progress to the end, and refuses a second start meanwhile', async () => {
    // Each message is held long enough that the run outlasts the answer's wait (5 s).
    sink.acceptDelayMs = 5500;
    const started = await start();
    expect(started.statusCode).toBe(202);
    const run = started.json<ReminderRun>();
    expect(run).toEqual({ reminderRunId: expect.any(Number), sent: 0, failed: 0, total: LOANERS, finished: false });

    const again = await start();
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().detail).toBe('Reminders are being sent right now. Try again when that run has finished.');

    const seen = await followToTheEnd();
    expect(seen[0]).toMatchObject({ reminderRunId: run.reminderRunId, finished: false });
    expect(seen.at(-1)).toEqual({ ...run, sent: LOANERS, finished: true });
    expect(sink.messages).toHaveLength(LOANERS);
    const log = (await t.inject({ method: 'GET', url: '/api/mail', user: admin })).json<EmailLog[]>();
    expect(log).toHaveLength(LOANERS);
  });

  it('keeps the once-a-day rule: a start after a finished run the same lab day sends nobody', async () => {
    expect((await start()).json()).toMatchObject({ sent: LOANERS, failed: 0, total: LOANERS, finished: true });
    const second = await start();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ sent: 0, failed: 0, total: 0, finished: true });
    expect(sink.messages).toHaveLength(LOANERS);
    expect((await progress()).json()).toEqual(second.json());
  });

  it('starts anew past a run whose process died, and reports that run as finished', async () => {
    const [dead] = await t.db
      .insert(reminderRuns)
      .values({ total: 10, sent: 4, startedAt: new Date(), heartbeatAt: sql`now() - interval '3 minutes'` })
      .returning({ id: reminderRuns.id });
    const res = await start();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: LOANERS, finished: true });
    expect(res.json().reminderRunId).not.toBe(dead?.id);
    const [closed] = await t.db.select().from(reminderRuns).where(sql`${reminderRuns.id} = ${dead?.id}`);
    expect(closed?.finishedAt).not.toBeNull();
  });
});
