import type { ReminderRun } from '@labstock/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import type { PageRequest } from '../../lib/pagination.js';
import { recordLoansReminded } from '../lending/index.js';
import { NoticeKind } from '../notices/notice-kind.js';
import { mailMessages } from './mail.messages.js';
import { countOverdueRecipients, findOverdueRecipients, type OverdueRecipient, pageEmailLogs } from './mail.repo.js';
import type { Mailer } from './mailer.js';
import {
  beatReminderRun,
  countReminderOutcome,
  finishReminderRun,
  HEARTBEAT_MS,
  latestReminderRun,
  startReminderRun,
} from './reminder-runs.repo.js';
import { reminderTemplate, renderReminder } from './reminder-template.js';
import { type OnceADayOutcome, sendOnceADay } from './send-once-a-day.js';

/** Messages in flight at once: a slow SMTP server delays a run without a connection per loaner. */
const SEND_CONCURRENCY = 4;

/** The loaners the overdue reminder writes to on the lab's day `today`, for the scheduled reminder of the notices. */
export const overdueRecipients = (db: Executor, today: string): Promise<OverdueRecipient[]> =>
  findOverdueRecipients(db, today);

/** A run started by this process: what it answers now, and what it answers when it has finished. */
export interface StartedReminderRun {
  run: ReminderRun;
  finished: Promise<ReminderRun>;
}

/** Overdue reminders and the e-mail log. Every attempt is logged, Sent or Failed with the server's reason. */
export function createMailService(ctx: AppContext, mailer: Mailer) {
  const today = () => labToday(ctx);
  /** The runs this process sends, so that a shutdown ends them before the mailer closes. */
  const sending = new Set<Promise<ReminderRun>>();
  let stopping = false;

  /**
   * Sends one loaner their reminder, in their language, unless they had it today. Each statement commits on its
   * own, no transaction is held across the SMTP conversation: the claim of the day first (a concurrent sender
   * finds it), then the message and its log entry, then the loans marked (or the claim given back).
   */
  async function remind(db: Executor, recipient: OverdueRecipient, labDay: string): Promise<OnceADayOutcome> {
    const { subject, text } = renderReminder(recipient.language, recipient.name, recipient.items);
    const reminder = { loanerId: recipient.loanerId, kind: NoticeKind.LoanOverdue, labDay };
    const outcome = await sendOnceADay(db, mailer, ctx.clock, reminder, {
      to: recipient.email,
      language: recipient.language,
      subject,
      text,
    });
    if (outcome === 'sent') await recordLoansReminded(db, recipient.loanIds, ctx.clock.now());
    return outcome;
  }

  /** Sends the run's reminders, counting each outcome on the run's row; a shutdown stops it between messages. */
  async function send(runId: number, recipients: OverdueRecipient[], labDay: string): Promise<ReminderRun> {
    const heartbeat = setInterval(() => beatReminderRun(ctx.db, runId).catch(() => {}), HEARTBEAT_MS).unref();
    let run: ReminderRun | undefined;
    try {
      await mapConcurrently(recipients, SEND_CONCURRENCY, async (recipient) => {
        if (stopping) return;
        await countReminderOutcome(ctx.db, runId, await remind(ctx.db, recipient, labDay));
      });
    } finally {
      clearInterval(heartbeat);
      // Also after a failure (the database gone): the next send need not wait for the run to be abandoned.
      run = await finishReminderRun(ctx.db, runId, ctx.clock.now());
    }
    if (!run) throw new Error(`Reminder run ${runId} is gone`);
    return run;
  }

  return {
    reminderTemplate: () => reminderTemplate,

    reminderCount: () => countOverdueRecipients(ctx.db, today()),

    /**
     * Starts a run: one e-mail per loaner with overdue loans who was not reminded today, sent in the background.
     * One run at a time over every server process: a start while another run is unfinished is refused.
     */
    async startReminders(): Promise<StartedReminderRun> {
      const labDay = today();
      const recipients = await findOverdueRecipients(ctx.db, labDay);
      const run = await startReminderRun(ctx.db, recipients.length, ctx.clock.now());
      if (!run) throw conflict(mailMessages.reminderRunInProgress);
      const finished = send(run.reminderRunId, recipients, labDay);
      sending.add(finished);
      finished.finally(() => sending.delete(finished)).catch(() => {});
      return { run, finished };
    },

    /** The latest run, sending or finished; undefined before the first. */
    latestReminderRun: () => latestReminderRun(ctx.db),

    /** Ends this process's runs after the messages in flight (graceful shutdown); the rest waits for a next send. */
    async stop(): Promise<void> {
      stopping = true;
      await Promise.allSettled(sending);
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
