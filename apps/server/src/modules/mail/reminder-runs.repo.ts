import type { ReminderRun } from '@labstock/shared';
import { desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reminderRuns } from '../../db/schema.js';

/**
 * A run beats its heart this often while it sends; one that has not beaten for ABANDONED_AFTER died with its
 * process (a crash, a killed replica) and counts as finished, so that it never blocks the next send.
 */
export const HEARTBEAT_MS = 20_000;
const ABANDONED_AFTER = sql`interval '2 minutes'`;

const abandoned = sql`${reminderRuns.heartbeatAt} < now() - ${ABANDONED_AFTER}`;

const runColumns = {
  reminderRunId: reminderRuns.id,
  sent: reminderRuns.sent,
  failed: reminderRuns.failed,
  total: reminderRuns.total,
  finished: sql<boolean>`(${reminderRuns.finishedAt} is not null or ${abandoned})`,
};

/**
 * Records a new run of `total` loaners, unless another one is unfinished (then undefined). A run left abandoned
 * is closed first.
 */
export async function startReminderRun(db: Executor, total: number, at: Date): Promise<ReminderRun | undefined> {
  await db
    .update(reminderRuns)
    .set({ finishedAt: sql`${reminderRuns.heartbeatAt}` })
    .where(sql`${isNull(reminderRuns.finishedAt)} and ${abandoned}`);
  const [run] = await db
    .insert(reminderRuns)
    .values({ total, startedAt: at })
    .onConflictDoNothing()
    .returning(runColumns);
  return run;
}

/** The outcome of one loaner: sent or failed counts as done; one already reminded today leaves the total. */
export async function countReminderOutcome(
  db: Executor,
  runId: number,
  outcome: 'sent' | 'failed' | 'had it today',
): Promise<void> {
  const counted: Record<typeof outcome, Partial<Record<'sent' | 'failed' | 'total', SQL>>> = {
    sent: { sent: sql`${reminderRuns.sent} + 1` },
    failed: { failed: sql`${reminderRuns.failed} + 1` },
    'had it today': { total: sql`${reminderRuns.total} - 1` },
  };
  await db
    .update(reminderRuns)
    .set({ ...counted[outcome], heartbeatAt: sql`now()` })
    .where(eq(reminderRuns.id, runId));
}

export async function beatReminderRun(db: Executor, runId: number): Promise<void> {
  await db.update(reminderRuns).set({ heartbeatAt: sql`now()` }).where(eq(reminderRuns.id, runId));
}

export async function finishReminderRun(db: Executor, runId: number, at: Date): Promise<ReminderRun | undefined> {
  const [run] = await db
    .update(reminderRuns)
    .set({ finishedAt: at })
    .where(eq(reminderRuns.id, runId))
    .returning(runColumns);
  return run;
}

/** The latest run, running or not; undefined before the first. */
export async function latestReminderRun(db: Executor): Promise<ReminderRun | undefined> {
  const [run] = await db.select(runColumns).from(reminderRuns).orderBy(desc(reminderRuns.id)).limit(1);
  return run;
}
