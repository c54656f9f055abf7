import type { EmailLog, EmailStatus, Language } from '@labstock/shared';
import { and, asc, desc, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { components, componentTypes, emailLogs, loaners, loans } from '../../db/schema.js';
import { COUNT_CAP, cappedTableCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { pageWindowValues, withPlaceholderWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { preparedPerDatabase } from '../../lib/prepared-query.js';
import { withLendingParts } from '../lending/lending-join.js';
import { NoticeKind } from '../notices/notices.repo.js';
import type { OverdueItem } from './reminder-template.js';
import { notRemindedOn } from './reminders-sent.repo.js';

/** A loaner to remind: their address and every active loan of theirs that is past its return date. */
export interface OverdueRecipient {
  loanerId: number;
  name: string;
  email: string;
  /** The loaner's language: the reminder is written in it. */
  language: Language;
  loanIds: number[];
  items: (OverdueItem & { loanId: number })[];
}

/**
 * Active loans past their return date (`today` is the lab's calendar date) of loaners who have an e-mail address and
 * were not reminded today.
 */
function overdueLoansWithAddress(db: Executor, today: string) {
  const query = db
    .select({
      // Named apart from loaners.id: both would be "id" when counted over this as a subquery.
      loanId: sql<number>`${loans.id}`.as('loan_id'),
      loanerId: loaners.id,
      auId: loaners.auId,
      firstName: loaners.firstName,
      lastName: loaners.lastName,
      email: loaners.email,
      language: loaners.language,
      componentName: componentTypes.name,
      componentNumber: components.componentNumber,
      returnDate: loans.returnDate,
    })
    .from(loans)
    .$dynamic();
  return withLendingParts(query, loans).where(
    and(
      isNull(loans.returnedAt),
      lt(loans.returnDate, today),
      sql`trim(coalesce(${loaners.email}, '')) <> ''`,
      notRemindedOn(NoticeKind.LoanOverdue, today, loaners.id),
    ),
  );
}

export async function countOverdueRecipients(db: Executor, today: string): Promise<number> {
  const overdue = overdueLoansWithAddress(db, today).as('overdue');
  const [row] = await db.select({ count: sql<number>`count(distinct ${overdue.loanerId})::int` }).from(overdue);
  return row?.count ?? 0;
}

export async function findOverdueRecipients(db: Executor, today: string): Promise<OverdueRecipient[]> {
  const rows = await overdueLoansWithAddress(db, today).orderBy(
    asc(loaners.id),
    asc(loans.returnDate),
    asc(componentTypes.name),
    asc(components.componentNumber),
  );
  const byLoaner = new Map<number, OverdueRecipient>();
  for (const row of rows) {
    let recipient = byLoaner.get(row.loanerId);
    if (!recipient) {
      const name = `${row.firstName} ${row.lastName}`.trim() || row.auId;
      recipient = {
        loanerId: row.loanerId,
        name,
        email: (row.email ?? '').trim(),
        language: row.language,
        loanIds: [],
        items: [],
      };
      byLoaner.set(row.loanerId, recipient);
    }
    recipient.loanIds.push(row.loanId);
    recipient.items.push({
      loanId: row.loanId,
      componentName: row.componentName,
      componentNumber: row.componentNumber,
      returnDate: row.returnDate,
    });
  }
  return [...byLoaner.values()];
}

export interface EmailLogEntry {
  recipientEmail: string;
  subject: string;
  body: string;
  status: EmailStatus;
  sentAt: Date;
  errorMessage: string | null;
}

export async function insertEmailLog(db: Executor, entry: EmailLogEntry): Promise<void> {
  await db.insert(emailLogs).values(entry);
}

const emailLogPageQuery = preparedPerDatabase((executor) =>
  withPlaceholderWindow(
    executor.select().from(emailLogs).orderBy(desc(emailLogs.sentAt), desc(emailLogs.id)).$dynamic(),
  ).prepare('email_log_page'),
);
const emailLogCountQuery = preparedPerDatabase((executor) =>
  cappedTableCountQuery(executor, emailLogs, COUNT_CAP.log).prepare('email_log_count'),
);

/** One page of the e-mail log, newest first, with its total counted up to COUNT_CAP.log. */
export async function pageEmailLogs(db: Database, page: PageRequest): Promise<Page<EmailLog>> {
  const [rows, counted] = await Promise.all([
    emailLogPageQuery(db).execute(pageWindowValues(page)),
    emailLogCountQuery(db).execute(),
  ]);
  return {
    items: rows.map((row) => ({
      emailLogId: row.id,
      recipientEmail: row.recipientEmail,
      subject: row.subject,
      body: row.body,
      status: row.status as EmailStatus,
      sentAt: row.sentAt.toISOString(),
      errorMessage: row.errorMessage,
    })),
    ...cappedTotalOf(counted, COUNT_CAP.log),
  };
}
