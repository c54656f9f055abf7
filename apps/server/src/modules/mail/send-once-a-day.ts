import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import { claimReminder, type ReminderOfDay, releaseReminder } from './reminders-sent.repo.js';
import { sendAndLog } from './send-and-log.js';

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
  if (!(await claimReminder(db, reminder, clock.now()))) return 'had it today';
  if (await sendAndLog(db, mailer, clock, mail)) return 'sent';
  await releaseReminder(db, reminder);
  return 'failed';
}
