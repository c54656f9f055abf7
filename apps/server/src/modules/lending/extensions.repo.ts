import { type ExtensionRequest, ExtensionStatus } from '@labstock/shared';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { components, extensionRequests, loans } from '../../db/schema.js';
import { pageWindowValues, withPlaceholderWindow } from '../../lib/paged-select.js';
import { type Page, type PageRequest, pageWindow, totalOfPage } from '../../lib/pagination.js';
import { preparedPerShape } from '../../lib/prepared-query.js';
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
async function withLoans(executor: Executor, rows: RequestRow[], labToday: string): Promise<ExtensionRequest[]> {
  const loanViews = await findLoanViews(executor, [...new Set(rows.map((row) => row.loanId))], labToday);
  return rows.flatMap(({ loanId, ...row }) => {
    const loan = loanViews.get(loanId);
    if (!loan) return [];
    return [
      {
        ...row,
        loan,
        status: row.status as ExtensionStatus,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
      },
    ];
  });
}

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
): Promise<ExtensionRequest | undefined> {
  const rows = await selectRequests(executor).where(eq(extensionRequests.id, extensionRequestId));
  const [request] = await withLoans(executor, rows, labToday);
  return request;
}

/** The request's loan, date and the type of its component, read without a lock: which type a decision guards. */
export async function findExtensionRequestTarget(executor: Executor, extensionRequestId: number) {
  const [row] = await executor
    .select({
      loanId: extensionRequests.loanId,
      requestedReturnDate: extensionRequests.requestedReturnDate,
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
  const rows = await executor
    .select({ id: extensionRequests.id })
    .from(extensionRequests)
    .where(and(eq(extensionRequests.loanId, loanId), eq(extensionRequests.status, ExtensionStatus.Pending)));
  return rows.length > 0;
}

export async function decideExtensionRequest(
  executor: Executor,
  extensionRequestId: number,
  decision: { status: ExtensionStatus; reason: string | null; decidedAt: Date; decidedBy: number | null },
): Promise<void> {
  await executor.update(extensionRequests).set(decision).where(eq(extensionRequests.id, extensionRequestId));
}

/**
 * A request of a loan handed in since it was made waits for nobody: the Clerk's list leaves it out. Said of the
 * request's loan joined in, not as an EXISTS beside the status: PostgreSQL answered that OR by hashing every
 * active loan of the lab for each page (30,000 at a large lab), where the list needs its requests' own loans.
 */
const decidedOrLoanStillOut = or(ne(extensionRequests.status, ExtensionStatus.Pending), isNull(loans.returnedAt));

/** The Clerk's list of one status, or of every status: each has its statements. */
const statusKey = (status: ExtensionStatus | undefined) => (status === undefined ? 'all' : 'status');
const ofStatus = (status: ExtensionStatus | undefined) =>
  and(
    status === undefined ? undefined : eq(extensionRequests.status, sql.placeholder('status')),
    decidedOrLoanStillOut,
  );

const requestPageQuery = preparedPerShape('extension_request_page', statusKey, (executor, status, name) =>
  withPlaceholderWindow(
    executor
      .select({ ...requestColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(extensionRequests)
      .innerJoin(loans, eq(loans.id, extensionRequests.loanId))
      .where(ofStatus(status))
      .orderBy(asc(extensionRequests.id))
      .$dynamic(),
  ).prepare(name),
);

/** The list's length, for a page past its end (no page row carries the total then). */
const requestCountQuery = preparedPerShape('extension_request_count', statusKey, (executor, status, name) =>
  executor
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(extensionRequests)
    .innerJoin(loans, eq(loans.id, extensionRequests.loanId))
    .where(ofStatus(status))
    .prepare(name),
);

/** The Clerk's list: the requests of one status, or of every status, the oldest first. */
export async function listExtensionRequests(
  executor: Executor,
  status: ExtensionStatus | undefined,
  page: PageRequest,
  labToday: string,
): Promise<Page<ExtensionRequest>> {
  const rows = await requestPageQuery(executor, status).execute({ status, ...pageWindowValues(page) });
  const total = await totalOfPage(rows[0]?.total, pageWindow(page).offset, async () => {
    const [counted] = await requestCountQuery(executor, status).execute({ status });
    return counted?.count ?? 0;
  });
  const items = await withLoans(
    executor,
    rows.map(({ total: _total, ...row }) => row),
    labToday,
  );
  return { items, total };
}
