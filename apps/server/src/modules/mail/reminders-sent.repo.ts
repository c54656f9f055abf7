import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { remindersSent } from '../../db/schema.js';
import type { NoticeKind } from '../notices/notice-kind.js';

/** A loaner's reminder of one kind on one of the lab's days (yyyy-MM-dd in LAB_TIME_ZONE). */
export interface ReminderOfDay {
  loanerId: number;
  kind: NoticeKind;
  labDay: string;
}

/** Claims the loaner's row of the day; false when it is taken (a concurrent claim waits for its transaction). */
export async function claimReminder(db: Executor, reminder: ReminderOfDay, at: Date): Promise<boolean> {
  const claimed = await db
    .insert(remindersSent)
    .values({ ...reminder, claimedAt: at })
    .onConflictDoNothing()
    .returning({ loanerId: remindersSent.loanerId });
  return claimed.length > 0;
}

/** Gives the row back, so that a later send tries again. */
export async function releaseReminder(db: Executor, reminder: ReminderOfDay): Promise<void> {
  await db
    .delete(remindersSent)
    .where(
      and(
        eq(remindersSent.loanerId, reminder.loanerId),
        eq(remindersSent.kind, reminder.kind),
        eq(remindersSent.labDay, reminder.labDay),
      ),
    );
}

/** The loaner (`loanerId`, a column of the outer query) has not had this reminder on this lab day. */
export function notRemindedOn(kind: NoticeKind, labDay: string, loanerId: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${remindersSent} where ${remindersSent.loanerId} = ${loanerId} and ${remindersSent.kind} = ${kind} and ${remindersSent.labDay} = ${labDay})`;
}
