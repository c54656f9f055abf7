import { type ExtensionRequest, ExtensionStatus } from '@labstock/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { components, extensionRequests, loans } from '../../db/schema.js';
import { COUNT_CAP, cappedTableCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { type FaultViewer, staffViewer } from '../repairs/fault-viewers.js';
import { findLoanViews } from './loans.repo.js';

const requestColumns = {
  extensionRequestId: extensionRequests.id,
  loanId: extensionRequests.loanId,
  previousReturnDate: extensionRequests.previousReturnDate,
  requestedReturnDate: extensionRequests.requestedReturnDate,
  status: extensionRequests.status,
  reason: extensionRequests.reason,
  createdAt: extensionRequests.createdAt,
  decidedAt: extensionRequests.decidedAt,
};

function selectRequests(executor: Executor) {
  return executor.select(requestColumns).from(extensionRequests).$dynamic();
}

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

/** The requests with the views of their loans (the loan list's columns, loaner included), in the rows' order. */
async function withLoans(
  executor: Executor,
  rows: RequestRow[],
  labToday: string,
  viewer: FaultViewer,
): Promise<ExtensionRequest[]> {
  const loanViews = await findLoanViews(executor, [...new Set(rows.map((row) => row.loanId))], labToday, viewer);
  return rows.flatMap((row) => {
    const loan = loanViews.get(row.loanId);
    if (!loan) return [];
    // Built field by field (decision 031).
    return [
      {
        extensionRequestId: row.extensionRequestId,
        loan,
        previousReturnDate: row.previousReturnDate,
        requestedReturnDate: row.requestedReturnDate,
        status: row.status as ExtensionStatus,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
      },
    ];
  });
}

/** The request of the loan that waits for a Clerk (at most one does, by the unique partial index). */
const pendingOf = (loanId: number) =>
  and(eq(extensionRequests.loanId, loanId), eq(extensionRequests.status, ExtensionStatus.Pending));

export async function insertExtensionRequest(
  executor: Executor,
  values: typeof extensionRequests.$inferInsert,
): Promise<number> {
  const [row] = await executor.insert(extensionRequests).values(values).returning({ id: extensionRequests.id });
  if (!row) throw new Error('insert returned no extension request');
  return row.id;
}

export async function findExtensionRequestView(
  executor: Executor,
  extensionRequestId: number,
  labToday: string,
  viewer: FaultViewer,
): Promise<ExtensionRequest | undefined> {
  const rows = await selectRequests(executor).where(eq(extensionRequests.id, extensionRequestId));
  const [request] = await withLoans(executor, rows, labToday, viewer);
  return request;
}

/**
 * The request's loan (with its loan day's instant), date and the type of its component, read without a lock:
 * which type a decision guards, and how far.
 */
export async function findExtensionRequestTarget(executor: Executor, extensionRequestId: number) {
  const [row] = await executor
    .select({
      loanId: extensionRequests.loanId,
      requestedReturnDate: extensionRequests.requestedReturnDate,
      loanDate: loans.loanDate,
      componentTypeId: components.componentTypeId,
    })
    .from(extensionRequests)
    .innerJoin(loans, eq(loans.id, extensionRequests.loanId))
    .innerJoin(components, eq(components.id, loans.componentId))
    .where(eq(extensionRequests.id, extensionRequestId));
  return row;
}

/** Locks a request for its decision, so that two Clerks deciding it at once decide it once. */
export async function lockExtensionRequest(executor: Executor, extensionRequestId: number) {
  const [row] = await executor
    .select({
      loanId: extensionRequests.loanId,
      status: extensionRequests.status,
      previousReturnDate: extensionRequests.previousReturnDate,
      requestedReturnDate: extensionRequests.requestedReturnDate,
    })
    .from(extensionRequests)
    .where(eq(extensionRequests.id, extensionRequestId))
    .for('update');
  return row;
}

/** Whether a request of the loan waits for a Clerk (at most one does, by the unique partial index). */
export async function hasPendingExtension(executor: Executor, loanId: number): Promise<boolean> {
  const rows = await executor.select({ id: extensionRequests.id }).from(extensionRequests).where(pendingOf(loanId));
  return rows.length > 0;
}

export async function decideExtensionRequest(
  executor: Executor,
  extensionRequestId: number,
  decision: { status: ExtensionStatus; reason: string | null; decidedAt: Date; decidedBy: number | null },
): Promise<void> {
  await executor.update(extensionRequests).set(decision).where(eq(extensionRequests.id, extensionRequestId));
}

/** The loan is handed in: a request of it still waiting for a Clerk lapses, as nothing is left to extend. */
export async function lapsePendingExtension(executor: Executor, loanId: number, lapsedAt: Date): Promise<void> {
  await executor.update(extensionRequests).set({ lapsedAt }).where(pendingOf(loanId));
}

/** The requests the Clerk's list shows: of the status asked for, and not lapsed (their loans handed in undecided). */
const listed = (status: ExtensionStatus | undefined) =>
  and(status === undefined ? undefined : eq(extensionRequests.status, status), isNull(extensionRequests.lapsedAt));

/** The Clerk's list: the requests of one status, or of every status, the oldest first. */
export async function listExtensionRequests(
  executor: Executor,
  status: ExtensionStatus | undefined,
  page: PageRequest,
  labToday: string,
): Promise<Page<ExtensionRequest>> {
  const [rows, counted] = await Promise.all([
    withPageWindow(selectRequests(executor).where(listed(status)).orderBy(asc(extensionRequests.id)), page),
    // Up to COUNT_CAP.workList (decision 043-lists-count-up-to-a-cap), from the listed requests' partial index alone.
    cappedTableCountQuery(executor, extensionRequests, COUNT_CAP.workList, listed(status)),
  ]);
  const items = await withLoans(executor, rows, labToday, staffViewer);
  return { items, ...cappedTotalOf(counted, COUNT_CAP.workList) };
}
