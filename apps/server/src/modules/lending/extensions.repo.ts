import { type ExtensionRequest, ExtensionStatus } from '@labstock/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { components, extensionRequests, loans } from '../../db/schema.js';
import { COUNT_CAP, cappedTableCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { pageWindowValues, withPlaceholderWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { placeholderFor, preparedPerDatabase, preparedPerShape } from '../../lib/prepared-query.js';
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

export async function insertExtensionRequest(
  executor: Executor,
  values: typeof extensionRequests.$inferInsert,
): Promise<number> {
  const [row] = await executor.insert(extensionRequests).values(values).returning({ id: extensionRequests.id });
  if (!row) throw new Error('insert returned no extension request');
  return row.id;
}

const requestQuery = preparedPerDatabase((executor) =>
  selectRequests(executor)
    .where(eq(extensionRequests.id, sql.placeholder('extensionRequestId')))
    .prepare('extension_request'),
);

export async function findExtensionRequestView(
  executor: Executor,
  extensionRequestId: number,
  labToday: string,
): Promise<ExtensionRequest | undefined> {
  const rows = await requestQuery(executor).execute({ extensionRequestId });
  const [request] = await withLoans(executor, rows, labToday);
  return request;
}

const targetQuery = preparedPerDatabase((executor) =>
  executor
    .select({
      loanId: extensionRequests.loanId,
      requestedReturnDate: extensionRequests.requestedReturnDate,
      loanDate: loans.loanDate,
      componentTypeId: components.componentTypeId,
    })
    .from(extensionRequests)
    .innerJoin(loans, eq(loans.id, extensionRequests.loanId))
    .innerJoin(components, eq(components.id, loans.componentId))
    .where(eq(extensionRequests.id, sql.placeholder('extensionRequestId')))
    .prepare('extension_request_target'),
);

/**
 * The request's loan (with its loan day's instant), date and the type of its component, read without a lock:
 * which type a decision guards, and how far.
 */
export async function findExtensionRequestTarget(executor: Executor, extensionRequestId: number) {
  const [row] = await targetQuery(executor).execute({ extensionRequestId });
  return row;
}

const lockRequestQuery = preparedPerDatabase((executor) =>
  executor
    .select({
      loanId: extensionRequests.loanId,
      status: extensionRequests.status,
      previousReturnDate: extensionRequests.previousReturnDate,
      requestedReturnDate: extensionRequests.requestedReturnDate,
    })
    .from(extensionRequests)
    .where(eq(extensionRequests.id, sql.placeholder('extensionRequestId')))
    .for('update')
    .prepare('lock_extension_request'),
);

/** Locks a request for its decision, so that two Clerks deciding it at once decide it once. */
export async function lockExtensionRequest(executor: Executor, extensionRequestId: number) {
  const [row] = await lockRequestQuery(executor).execute({ extensionRequestId });
  return row;
}

const pendingOfLoanQuery = preparedPerDatabase((executor) =>
  executor
    .select({ id: extensionRequests.id })
    .from(extensionRequests)
    .where(
      and(
        eq(extensionRequests.loanId, sql.placeholder('loanId')),
        eq(extensionRequests.status, ExtensionStatus.Pending),
      ),
    )
    .prepare('pending_extension_of_loan'),
);

/** Whether a request of the loan waits for a Clerk (at most one does, by the unique partial index). */
export async function hasPendingExtension(executor: Executor, loanId: number): Promise<boolean> {
  const rows = await pendingOfLoanQuery(executor).execute({ loanId });
  return rows.length > 0;
}

const decideQuery = preparedPerDatabase((executor) =>
  executor
    .update(extensionRequests)
    .set({
      status: placeholderFor('status', extensionRequests.status),
      reason: placeholderFor('reason', extensionRequests.reason),
      decidedAt: placeholderFor('decidedAt', extensionRequests.decidedAt),
      decidedBy: placeholderFor('decidedBy', extensionRequests.decidedBy),
    })
    .where(eq(extensionRequests.id, sql.placeholder('extensionRequestId')))
    .prepare('decide_extension_request'),
);

export async function decideExtensionRequest(
  executor: Executor,
  extensionRequestId: number,
  decision: { status: ExtensionStatus; reason: string | null; decidedAt: Date; decidedBy: number | null },
): Promise<void> {
  await decideQuery(executor).execute({ ...decision, extensionRequestId });
}

const lapseQuery = preparedPerDatabase((executor) =>
  executor
    .update(extensionRequests)
    .set({ lapsedAt: placeholderFor('lapsedAt', extensionRequests.lapsedAt) })
    .where(
      and(
        eq(extensionRequests.loanId, sql.placeholder('loanId')),
        eq(extensionRequests.status, ExtensionStatus.Pending),
      ),
    )
    .prepare('lapse_pending_extension'),
);

/** The loan is handed in: a request of it still waiting for a Clerk lapses, as nothing is left to extend. */
export async function lapsePendingExtension(executor: Executor, loanId: number, lapsedAt: Date): Promise<void> {
  await lapseQuery(executor).execute({ loanId, lapsedAt });
}

/** The Clerk's list of one status, or of every status: each has its statements. */
const statusKey = (status: ExtensionStatus | undefined) => (status === undefined ? 'all' : 'status');

/** The requests the Clerk's list shows: of the status asked for, and not lapsed (their loans handed in undecided). */
const listed = (status: ExtensionStatus | undefined) =>
  and(
    status === undefined ? undefined : eq(extensionRequests.status, sql.placeholder('status')),
    isNull(extensionRequests.lapsedAt),
  );

const requestPageQuery = preparedPerShape('extension_request_page', statusKey, (executor, status, name) =>
  withPlaceholderWindow(
    executor
      .select(requestColumns)
      .from(extensionRequests)
      .where(listed(status))
      .orderBy(asc(extensionRequests.id))
      .$dynamic(),
  ).prepare(name),
);

/**
 * The list's length up to COUNT_CAP.workList (decision 043-lists-count-up-to-a-cap), from the listed requests'
 * partial index alone.
 */
const requestCountQuery = preparedPerShape('extension_request_count', statusKey, (executor, status, name) =>
  cappedTableCountQuery(executor, extensionRequests, COUNT_CAP.workList, listed(status)).prepare(name),
);

/** The Clerk's list: the requests of one status, or of every status, the oldest first. */
export async function listExtensionRequests(
  executor: Executor,
  status: ExtensionStatus | undefined,
  page: PageRequest,
  labToday: string,
): Promise<Page<ExtensionRequest>> {
  const [rows, counted] = await Promise.all([
    requestPageQuery(executor, status).execute({ status, ...pageWindowValues(page) }),
    requestCountQuery(executor, status).execute({ status }),
  ]);
  const items = await withLoans(executor, rows, labToday);
  return { items, ...cappedTotalOf(counted, COUNT_CAP.workList) };
}
