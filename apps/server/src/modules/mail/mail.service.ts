import type { AppContext } from '../../context.js';
import { inTransactionHoldingLock } from '../../db/advisory-lock.js';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import type { PageRequest } from '../../lib/pagination.js';
import { markLoansReminded } from '../lending/loans.repo.js';
import { NoticeKind } from '../notices/notices.repo.js';
import { mailMessages } from './mail.messages.js';
import { countOverdueRecipients, findOverdueRecipients, type OverdueRecipient, pageEmailLogs } from './mail.repo.js';
import type { Mailer } from './mailer.js';
import { reminderTemplate, renderReminder } from './reminder-template.js';
import { type OnceADayOutcome, sendOnceADay } from './send-once-a-day.js';

/** Messages in flight at once: a slow SMTP server delays a run without a connection per loaner. */
const SEND_CONCURRENCY = 4;

/** The advisory lock of every overdue reminder run, the Emails screen's and the schedule's, on every server process. */
export const OVERDUE_REMINDER_LOCK = 727_105;

export interface ReminderRun {
  sent: number;
  failed: number;
}

/** Overdue reminders and the e-mail log. Every attempt is logged, Sent or Failed with the server's reason. */
export function createMailService(ctx: AppContext, mailer: Mailer) {
  const today = () => labToday(ctx);

  /** Sends one loaner their reminder, in their language, unless they had it today. A failure is logged, not thrown. */
  async function remind(tx: Executor, recipient: OverdueRecipient, labDay: string): Promise<OnceADayOutcome> {
    const { subject, text } = renderReminder(recipient.language, recipient.name, recipient.items);
    const reminder = { loanerId: recipient.loanerId, kind: NoticeKind.LoanOverdue, labDay };
    const outcome = await sendOnceADay(tx, mailer, ctx.clock, reminder, { to: recipient.email, subject, text });
    if (outcome === 'sent') await markLoansReminded(tx, recipient.loanIds, ctx.clock.now());
    return outcome;
  }

  return {
    reminderTemplate: () => reminderTemplate,

    reminderCount: () => countOverdueRecipients(ctx.db, today()),

    /**
     * One e-mail per loaner with overdue loans who was not reminded today. One run at a time over every server
     * process: a press while another run sends is refused (on the embedded database it waits for that run's end
     * instead, and then finds everybody reminded).
     */
    async sendReminders(): Promise<ReminderRun> {
      const run = await inTransactionHoldingLock(ctx.db, OVERDUE_REMINDER_LOCK, async (tx) => {
        const labDay = today();
        const recipients = await findOverdueRecipients(tx, labDay);
        const outcomes = await mapConcurrently(recipients, SEND_CONCURRENCY, (recipient) =>
          remind(tx, recipient, labDay),
        );
        const count = (outcome: OnceADayOutcome) => outcomes.filter((o) => o === outcome).length;
        return { sent: count('sent'), failed: count('failed') };
      });
      if (!run) throw conflict(mailMessages.reminderRunInProgress);
      return run;
    },

    emailLogs: (page: PageRequest) => pageEmailLogs(ctx.db, page),
  };
}

/** Like Promise.all over `items.map(work)`, but with at most `limit` pieces of work running at a time. */
async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
