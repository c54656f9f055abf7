import type { EmailLog, EmailStatus, Language } from '@labstock/shared';
import { and, asc, count, desc, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isActiveLoan } from '../../db/lending-definitions.js';
import { withLendingParts } from '../../db/lending-join.js';
import { components, componentTypes, emailLogs, loaners, loans } from '../../db/schema.js';
import { COUNT_CAP, cappedTableCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { NoticeKind } from '../notices/notice-kind.js';
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

/** An active loan the overdue reminder lists: past its return date (`today`, the lab's date), its component known. */
const overdueLoan = (today: string) => and(isActiveLoan(), lt(loans.returnDate, today), isNotNull(loans.componentId));

/** A loaner the reminder can reach today: one with an e-mail address, not yet reminded on this lab day. */
const remindableLoaner = (today: string) =>
  and(sql`trim(coalesce(${loaners.email}, '')) <> ''`, notRemindedOn(NoticeKind.LoanOverdue, today, loaners.id));

/** The overdue loans of the loaners the reminder can reach today, with what the reminder lists of each. */
function overdueLoansWithAddress(db: Executor, today: string) {
  const query = db
    .select({
      loanId: loans.id,
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
  return withLendingParts(query, loans).where(and(overdueLoan(today), remindableLoaner(today)));
}

/**
 * The loaners the reminder send would write to: the borrowers of overdue loans, each looked up by id. Joined to
 * every lending part and counted over the loans, it would read every component of the lab; joined as a set,
 * PostgreSQL misjudges the overdue loans as all the active ones and hashes every loaner. By id, it reads only the
 * borrowers it counts.
 */
export async function countOverdueRecipients(db: Executor, today: string): Promise<number> {
  const overdueBorrowers = db.selectDistinct({ loanerId: loans.loanerId }).from(loans).where(overdueLoan(today));
  const [row] = await db
    .select({ count: count() })
    .from(loaners)
    .where(and(sql`${loaners.id} = any(array(${overdueBorrowers}))`, remindableLoaner(today)));
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

/** One page of the e-mail log, newest first, with its total counted up to COUNT_CAP.log. */
export async function pageEmailLogs(db: Database, page: PageRequest): Promise<Page<EmailLog>> {
  const [rows, counted] = await Promise.all([
    withPageWindow(db.select().from(emailLogs).orderBy(desc(emailLogs.sentAt), desc(emailLogs.id)).$dynamic(), page),
    cappedTableCountQuery(db, emailLogs, COUNT_CAP.log),
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
