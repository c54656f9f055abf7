import type { Language } from '@labstock/shared';
import type { Executor } from '../../db/client.js';
import type { JobContext } from '../../jobs/job.js';
import { createMailer, type OutgoingMail } from '../mail/mailer.js';
import { sendAndLog } from '../mail/send-and-log.js';
import { sendOnceADay } from '../mail/send-once-a-day.js';
import type { NoticeKind } from './notice-kind.js';
import type { RenderedNotice } from './notice-templates.js';
import { claimNotices, type NoticeSubject } from './notices.repo.js';

export interface NoticeRecipient<Item> {
  /** The loaner it goes to; none for the lab's notice address. */
  loanerId?: number;
  name: string;
  email: string;
  /** The loaner's language: the notice is written in it. */
  language: Language;
  items: Item[];
}

interface RecipientRow {
  loanerId: number;
  firstName: string;
  lastName: string;
  auId: string;
  email: string | null;
  language: Language;
}

/** One recipient per loaner, with their items in the order of the rows: a loaner gets one message per run. */
export function groupByLoaner<Row extends RecipientRow, Item>(
  rows: readonly Row[],
  toItem: (row: Row) => Item,
): NoticeRecipient<Item>[] {
  const byLoaner = new Map<number, NoticeRecipient<Item>>();
  for (const row of rows) {
    let recipient = byLoaner.get(row.loanerId);
    if (!recipient) {
      const name = `${row.firstName} ${row.lastName}`.trim() || row.auId;
      recipient = { loanerId: row.loanerId, name, email: (row.email ?? '').trim(), language: row.language, items: [] };
      byLoaner.set(row.loanerId, recipient);
    }
    recipient.items.push(toItem(row));
  }
  return [...byLoaner.values()];
}

export interface Notice<Item extends NoticeSubject> {
  kind: NoticeKind;
  // Function-typed properties, not methods: their parameters are then contravariant and Item is inferred right.
  render: (language: Language, name: string, items: readonly Item[]) => RenderedNotice;
  /** After a message went out, in the same transaction (e.g. marking loans reminded). */
  afterSent?: (db: Executor, items: readonly Item[]) => Promise<void>;
  /**
   * The lab's day (yyyy-MM-dd) on which a loaner gets this notice at most once, whoever else sends it (a notice
   * to loaners).
   */
  oncePerLabDay?: string;
}

/**
 * Sends each recipient one message, in their language, about the items this run could claim, logging every attempt in the e-mail
 * log. A failed send stays claimed (logged as Failed, not retried), so nobody gets the same notice twice.
 * Answers how many messages went out.
 */
export async function sendNotices<Item extends NoticeSubject>(
  ctx: JobContext,
  recipients: NoticeRecipient<Item>[],
  notice: Notice<Item>,
): Promise<number> {
  if (recipients.length === 0) return 0;
  const mailer = createMailer(ctx.config);
  /** Sends and logs one message; a notice once per lab day only to a loaner who has not had it that day. */
  const deliver = async (loanerId: number | undefined, mail: OutgoingMail) => {
    const labDay = notice.oncePerLabDay;
    if (!labDay || loanerId === undefined) return sendAndLog(ctx.db, mailer, ctx.clock, mail);
    return (await sendOnceADay(ctx.db, mailer, ctx.clock, { loanerId, kind: notice.kind, labDay }, mail)) === 'sent';
  };
  try {
    let sent = 0;
    for (const recipient of recipients) {
      const claimed = await claimNotices(ctx.db, notice.kind, recipient.items, ctx.clock.now());
      const items = recipient.items.filter((item) => claimed.has(item.subjectId));
      if (items.length === 0) continue;
      const { subject, text } = notice.render(recipient.language, recipient.name, items);
      if (!(await deliver(recipient.loanerId, { to: recipient.email, language: recipient.language, subject, text })))
        continue;
      await notice.afterSent?.(ctx.db, items);
      sent += 1;
    }
    return sent;
  } finally {
    mailer.close();
  }
}
