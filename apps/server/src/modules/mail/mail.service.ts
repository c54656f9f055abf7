import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/errors.js';
import { labDate } from '../../lib/lab-date.js';
import type { PageRequest } from '../../lib/pagination.js';
import {
  countOverdueRecipients,
  findOverdueRecipients,
  markReminded,
  type OverdueRecipient,
  pageEmailLogs,
} from './mail.repo.js';
import type { Mailer } from './mailer.js';
import { reminderTemplate, renderReminder } from './reminder-template.js';
import { sendAndLog } from './send-and-log.js';

/** Messages in flight at once: a slow SMTP server delays a run without a connection per loaner. */
const SEND_CONCURRENCY = 4;

export interface ReminderRun {
  sent: number;
  failed: number;
}

export type MailService = ReturnType<typeof createMailService>;

/** Overdue reminders and the e-mail log. Every attempt is logged, Sent or Failed with the server's reason. */
export function createMailService(ctx: AppContext, mailer: Mailer) {
  const today = () => labDate(ctx.clock.now(), ctx.config.LAB_TIME_ZONE);
  let runInProgress = false;

  /** Sends one loaner their reminder, in their language; true when the server accepted it. A failure is logged, not thrown. */
  async function remind(recipient: OverdueRecipient): Promise<boolean> {
    const { subject, text } = renderReminder(recipient.language, recipient.name, recipient.items);
    const sent = await sendAndLog(ctx.db, mailer, ctx.clock, { to: recipient.email, subject, text });
    if (sent) await markReminded(ctx.db, recipient.loanIds, ctx.clock.now());
    return sent;
  }

  return {
    reminderTemplate: () => reminderTemplate,

    reminderCount: () => countOverdueRecipients(ctx.db, today()),

    /** One e-mail per loaner with overdue loans. Refused while another run is sending, so nobody gets two. */
    async sendReminders(): Promise<ReminderRun> {
      if (runInProgress) throw conflict('Reminders are being sent right now. Try again when that run has finished.');
      runInProgress = true;
      try {
        const recipients = await findOverdueRecipients(ctx.db, today());
        const outcomes = await mapConcurrently(recipients, SEND_CONCURRENCY, remind);
        const sent = outcomes.filter(Boolean).length;
        return { sent, failed: outcomes.length - sent };
      } finally {
        runInProgress = false;
      }
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
