import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { remindersSent } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { NoticeKind } from '../notices/notices.repo.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import { sendAndLog } from './send-and-log.js';

/** A loaner's reminder of one kind on one of the lab's days (yyyy-MM-dd in LAB_TIME_ZONE). */
export interface ReminderOfDay {
  loanerId: number;
  kind: NoticeKind;
  labDay: string;
}

export type OnceADayOutcome = 'sent' | 'failed' | 'had it today';

/**
 * Sends and logs the message unless the loaner already had this reminder on this lab day. The loaner's row of the
 * day is claimed first, in the caller's transaction: a concurrent claim waits for that transaction, then finds the
 * row. A failed message gives the row back, so that a later send tries again.
 */
export async function sendOnceADay(
  db: Executor,
  mailer: Mailer,
  clock: Clock,
  reminder: ReminderOfDay,
  mail: OutgoingMail,
): Promise<OnceADayOutcome> {
  const claimed = await db
    .insert(remindersSent)
    .values({ ...reminder, claimedAt: clock.now() })
    .onConflictDoNothing()
    .returning({ loanerId: remindersSent.loanerId });
  if (claimed.length === 0) return 'had it today';
  if (await sendAndLog(db, mailer, clock, mail)) return 'sent';
  await db
    .delete(remindersSent)
    .where(
      and(
        eq(remindersSent.loanerId, reminder.loanerId),
        eq(remindersSent.kind, reminder.kind),
        eq(remindersSent.labDay, reminder.labDay),
      ),
    );
  return 'failed';
}

/** The loaner (`loanerId`, a column of the outer query) has not had this reminder on this lab day. */
export function notRemindedOn(kind: NoticeKind, labDay: string, loanerId: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${remindersSent} where ${remindersSent.loanerId} = ${loanerId} and ${remindersSent.kind} = ${kind} and ${remindersSent.labDay} = ${labDay})`;
}
