import type { FaultReport, Loan } from '@labstock/shared';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isActiveLoan } from '../../db/lending-definitions.js';
import { componentSummaryColumns, withLendingParts } from '../../db/lending-join.js';
import { components, loaners, loans } from '../../db/schema.js';
import { isAnyOf } from '../../lib/id-array-sql.js';
import type { LabDayValue } from '../../lib/lab-day-sql.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { type FaultViewer, waitingFaultsOfUnits } from '../repairs/fault-viewers.js';
import { readLendingList } from './lending-list.js';
import { loanerSummaryColumns, toLoanerSummary } from './loaner-summary.js';
import { loanIsOverdueSql } from './overdue-sql.js';

export interface ActiveLoanFilter {
  /** Only this loaner's loans. */
  loanerId?: number;
  /** Component type name, loaner name, AU id or student number. */
  search?: string;
  /** The latest return date first. */
  descending?: boolean;
}

/** A column of the loan's request waiting for a Clerk (at most one, by a unique index; none once lapsed), or null. */
const pendingExtensionSql = <Value>(column: 'id' | 'requested_return_date') =>
  sql<Value | null>`(select pending.${sql.raw(column)}${sql.raw(column === 'id' ? '' : '::text')} from extension_requests pending
    where pending.loan_id = "loans"."id" and pending.status = 'Pending' and pending.lapsed_at is null)`;

function loanViewColumns(labToday: LabDayValue) {
  return {
    loanId: loans.id,
    loanerId: loaners.id,
    componentId: components.id,
    loanDate: loans.loanDate,
    returnDate: loans.returnDate,
    returnedAt: loans.returnedAt,
    isEmailSent: loans.isEmailSent,
    lastEmailSend: loans.lastEmailSend,
    isOverdue: loanIsOverdueSql(labToday),
    extensions: loans.extensions,
    pendingExtensionId: pendingExtensionSql<number>('id'),
    pendingExtensionDate: pendingExtensionSql<string>('requested_return_date'),
    component: componentSummaryColumns,
    loaner: loanerSummaryColumns(labToday),
  };
}

function selectLoanViews(executor: Executor, labToday: LabDayValue) {
  return withLendingParts(executor.select(loanViewColumns(labToday)).from(loans).$dynamic(), loans);
}

type LoanRow = Awaited<ReturnType<typeof selectLoanViews>>[number];

/**
 * The loan as the API gives it, built field by field (decision 031): a spread of the row with fields replaced or
 * left out takes V8 off its fast copy of the row, for every loan of every page.
 */
function toLoan(row: LoanRow, faultReports: FaultReport[]): Loan {
  const { pendingExtensionId, pendingExtensionDate } = row;
  return {
    loanId: row.loanId,
    loanerId: row.loanerId,
    componentId: row.componentId,
    loanDate: row.loanDate.toISOString(),
    returnDate: row.returnDate,
    returnedAt: row.returnedAt?.toISOString() ?? null,
    isEmailSent: row.isEmailSent,
    lastEmailSend: row.lastEmailSend?.toISOString() ?? null,
    isOverdue: row.isOverdue,
    extensions: row.extensions,
    pendingExtension:
      pendingExtensionId === null || pendingExtensionDate === null
        ? null
        : { extensionRequestId: pendingExtensionId, requestedReturnDate: pendingExtensionDate },
    component: row.component,
    loaner: toLoanerSummary(row.loaner),
    faultReports,
  };
}

/** The loans of the rows, each with the reports waiting on its unit: one statement for them all, not one a loan. */
async function toLoans(executor: Executor, rows: LoanRow[], viewer: FaultViewer): Promise<Loan[]> {
  const faults = await waitingFaultsOfUnits(
    executor,
    rows.map((row) => row.componentId),
    viewer,
  );
  return rows.map((row) => toLoan(row, faults.get(row.componentId) ?? []));
}

/** Active loans, the earliest return date first (overdue ones on top), or the latest first. */
const activeLoanList = {
  table: loans,
  select: selectLoanViews,
  scope: isActiveLoan(),
  loanerText: loaners.loanSearchText,
  sortedBy: loans.returnDate,
};

/** A page of active loans, the earliest return date first (overdue ones on top) unless `descending`. */
export async function listActiveLoans(
  executor: Executor,
  filter: ActiveLoanFilter,
  page: PageRequest,
  labToday: string,
  viewer: FaultViewer,
): Promise<Page<Loan>> {
  const { items, ...total } = await readLendingList(
    executor,
    activeLoanList,
    { ...filter, search: filter.search ?? '' },
    page,
    labToday,
  );
  return { items: await toLoans(executor, items, viewer), ...total };
}

/** One loan's view. */
export async function findLoanView(
  executor: Executor,
  loanId: number,
  labToday: string,
  viewer: FaultViewer,
): Promise<Loan | undefined> {
  const rows = await selectLoanViews(executor, labToday).where(eq(loans.id, loanId));
  const [loan] = await toLoans(executor, rows, viewer);
  return loan;
}

/** The views of several loans in one statement, by loan id; a loan that does not exist has no entry. */
export async function findLoanViews(
  executor: Executor,
  loanIds: readonly number[],
  labToday: string,
  viewer: FaultViewer,
): Promise<Map<number, Loan>> {
  if (loanIds.length === 0) return new Map();
  const rows = await selectLoanViews(executor, labToday).where(isAnyOf(loans.id, loanIds));
  const views = await toLoans(executor, rows, viewer);
  return new Map(views.map((loan) => [loan.loanId, loan]));
}

/** Of these loaners, those with an active loan due before the lab's today. */
export async function loanersWithOverdueLoans(
  executor: Executor,
  loanerIds: number[],
  labToday: string,
): Promise<Set<number>> {
  if (loanerIds.length === 0) return new Set();
  const rows = await executor
    .selectDistinct({ loanerId: loans.loanerId })
    .from(loans)
    .where(and(isAnyOf(loans.loanerId, loanerIds), isActiveLoan(), lt(loans.returnDate, labToday)));
  return new Set(rows.map((row) => row.loanerId).filter((id) => id !== null));
}

/** A loan as a hand-out opens it. */
export interface NewLoanRow {
  loanerId: number;
  componentId: number;
  loanDate: Date;
  returnDate: string;
  bookingId: number | null;
}

export async function insertLoan(executor: Executor, values: NewLoanRow): Promise<number> {
  const [row] = await executor.insert(loans).values(values).returning({ id: loans.id });
  if (!row) throw new Error('insert returned no loan');
  return row.id;
}

/** The types of the loans' units, each once, read unlocked: a hand-in locks them before the loans (type-lock.ts). */
export async function typesOfLoans(executor: Executor, loanIds: number[]): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ componentTypeId: loans.componentTypeId })
    .from(loans)
    .where(isAnyOf(loans.id, loanIds));
  return rows.flatMap((row) => (row.componentTypeId === null ? [] : [row.componentTypeId]));
}

const lockedLoanColumns = {
  loanId: loans.id,
  componentId: loans.componentId,
  loanerId: loans.loanerId,
  returnedAt: loans.returnedAt,
  loanDate: loans.loanDate,
  returnDate: loans.returnDate,
  extensions: loans.extensions,
};

/** A loan as its hand-in or extension finds it. */
export type LockedLoan = NonNullable<Awaited<ReturnType<typeof lockLoan>>>;

/**
 * Locks a loan for its hand-in or extension, so that two hand-ins, or a hand-in and an extension, of one loan
 * happen one after the other.
 */
export async function lockLoan(executor: Executor, loanId: number) {
  const [row] = await executor.select(lockedLoanColumns).from(loans).where(eq(loans.id, loanId)).for('update');
  return row;
}

/** Locks the loans of a batch hand-in in id order, so that two batches sharing loans never wait on each other in a circle. */
export function lockLoans(executor: Executor, loanIds: number[]) {
  return executor
    .select(lockedLoanColumns)
    .from(loans)
    .where(inArray(loans.id, loanIds))
    .orderBy(asc(loans.id))
    .for('update');
}

export async function closeLoan(
  executor: Executor,
  loanId: number,
  returnedAt: Date,
  returnedStatus: number,
): Promise<void> {
  await executor.update(loans).set({ returnedAt, returnedStatus }).where(eq(loans.id, loanId));
}

/** The loan's return date moves to `returnDate`, and it counts one extension more (LENDING.md "Extensions"). */
export async function extendLoan(executor: Executor, loanId: number, returnDate: string): Promise<void> {
  await executor
    .update(loans)
    .set({ returnDate, extensions: sql`${loans.extensions} + 1` })
    .where(eq(loans.id, loanId));
}

/**
 * Locks the components of a batch hand-out in id order (two batches sharing components never wait on each other
 * in a circle); a concurrent reserve skips them.
 */
export function lockComponents(executor: Executor, componentIds: number[]) {
  return executor
    .select({ componentId: components.id, status: components.status, componentTypeId: components.componentTypeId })
    .from(components)
    .where(inArray(components.id, componentIds))
    .orderBy(asc(components.id))
    .for('update');
}

/**
 * The loaner, as a receipt addresses them, or undefined when there is none; the key-share lock keeps them from
 * being deleted until the loan is in.
 */
export async function lockLoaner(executor: Executor, loanerId: number) {
  const [row] = await executor
    .select({
      firstName: loaners.firstName,
      lastName: loaners.lastName,
      auId: loaners.auId,
      email: loaners.email,
      language: loaners.language,
    })
    .from(loaners)
    .where(eq(loaners.id, loanerId))
    .for('key share');
  return row;
}
export type LockedLoaner = NonNullable<Awaited<ReturnType<typeof lockLoaner>>>;

/**
 * Locks the loaner's row against another count of their own (a second reserve of theirs waits); a hand-out's
 * KEY SHARE lock on the loaner does not wait for it.
 */
export async function lockLoanerForCounting(executor: Executor, loanerId: number): Promise<void> {
  await executor.select({ id: loaners.id }).from(loaners).where(eq(loaners.id, loanerId)).for('no key update');
}

/** The loans' reminder bookkeeping: the overdue reminder was sent for them at `at`. */
export async function markLoansReminded(executor: Executor, loanIds: number[], at: Date): Promise<void> {
  await executor.update(loans).set({ isEmailSent: true, lastEmailSend: at }).where(inArray(loans.id, loanIds));
}
