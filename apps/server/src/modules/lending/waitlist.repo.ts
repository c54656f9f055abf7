import type { QueuedLoaner, WaitlistEntry } from '@labstock/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { componentTypes, loaners, waitlistEntries } from '../../db/schema.js';
import { isAnyOf } from '../../lib/id-array-sql.js';
import { keptQueries, variantOf } from '../../lib/kept-query.js';
import { withPageWindow } from '../../lib/paged-select.js';
import { type Page, type PageRequest, pageWindow } from '../../lib/pagination.js';
import { isEligibleBorrowerSql } from './borrower-eligibility.js';
import { loanerSummaryColumns, toLoanerSummary } from './loaner-summary.js';

/**
 * An entry whose loaner may borrow its type on `day` (borrower-eligibility.ts): one who may not is passed over by
 * the hand-over, and stays waiting (LAB.md "Qualifications").
 */
const servableOn = (day: string) =>
  isEligibleBorrowerSql(waitlistEntries.loanerId, sql`= ${waitlistEntries.componentTypeId}`, day);

/**
 * Someone waits for a unit of the type (LENDING.md "Waiting list"): a freed unit is theirs, not the next asker's.
 * With `servableOn`, only someone who may be handed one on that day counts.
 */
export async function hasWaitingLoaners(
  executor: Executor,
  componentTypeId: number,
  servableOnDay?: string,
): Promise<boolean> {
  const [entry] = await executor
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.componentTypeId, componentTypeId),
        servableOnDay === undefined ? undefined : servableOn(servableOnDay),
      ),
    )
    .limit(1);
  return entry !== undefined;
}

const waitedForTypes = (executor: Executor) =>
  executor
    .selectDistinct({ componentTypeId: waitlistEntries.componentTypeId })
    .from(waitlistEntries)
    .orderBy(asc(waitlistEntries.componentTypeId))
    .$dynamic();

/**
 * The types, of those given (every type when none are), that someone waits for who may be handed a unit on
 * `servableOnDay`, in id order.
 */
export async function typesWithWaitingLoaners(
  executor: Executor,
  servableOnDay: string,
  componentTypeIds?: readonly number[],
): Promise<number[]> {
  if (componentTypeIds?.length === 0) return [];
  const rows = await waitedForTypes(executor).where(
    and(
      componentTypeIds ? isAnyOf(waitlistEntries.componentTypeId, componentTypeIds) : undefined,
      servableOn(servableOnDay),
    ),
  );
  return rows.map((row) => row.componentTypeId);
}

/** Puts the loaner at the end of the type's queue; undefined when they already wait for it. */
export async function insertWaitlistEntry(
  tx: Transaction,
  values: { componentTypeId: number; loanerId: number; joinedAt: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(waitlistEntries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  return row?.id;
}

/** The places the loaner holds in waiting lists: each counts against `maxOpenReservations` like a reservation. */
export function countWaitingPlaces(executor: Executor, loanerId: number): Promise<number> {
  return executor.$count(waitlistEntries, eq(waitlistEntries.loanerId, loanerId));
}

/** 1 for the next in line: the entries of the same type joined no later than this one. */
const positionSql = sql<number>`(select count(*) from waitlist_entries ahead
  where ahead.component_type_id = ${waitlistEntries.componentTypeId} and ahead.id <= ${waitlistEntries.id})`.mapWith(
  Number,
);

/** An entry's columns but its position, which a page of one type's queue knows from its offset. */
const placeColumns = {
  waitlistEntryId: waitlistEntries.id,
  componentTypeId: waitlistEntries.componentTypeId,
  componentTypeName: componentTypes.name,
  joinedAt: waitlistEntries.joinedAt,
};

const entryColumns = { ...placeColumns, position: positionSql };

function selectEntries(executor: Executor) {
  return executor
    .select(entryColumns)
    .from(waitlistEntries)
    .innerJoin(componentTypes, eq(componentTypes.id, waitlistEntries.componentTypeId))
    .$dynamic();
}

/** A row of placeColumns: an entry but its position. */
type PlaceRow = Omit<Awaited<ReturnType<typeof selectEntries>>[number], 'position'>;

/** The entry at `position` in its queue as the API gives it, built field by field (decision 031). */
function toEntry(row: PlaceRow, position: number): WaitlistEntry {
  return {
    waitlistEntryId: row.waitlistEntryId,
    componentTypeId: row.componentTypeId,
    componentTypeName: row.componentTypeName,
    position,
    joinedAt: row.joinedAt.toISOString(),
  };
}

/** The entry, with its place in its queue. */
export async function findWaitlistEntry(
  executor: Executor,
  waitlistEntryId: number,
): Promise<WaitlistEntry | undefined> {
  const [row] = await selectEntries(executor).where(eq(waitlistEntries.id, waitlistEntryId));
  return row && toEntry(row, row.position);
}

/** The loaner's places, the oldest first. */
export async function listOwnWaitlistEntries(
  executor: Executor,
  loanerId: number,
  page: PageRequest,
): Promise<Page<WaitlistEntry>> {
  const [rows, total] = await Promise.all([
    withPageWindow(
      selectEntries(executor).where(eq(waitlistEntries.loanerId, loanerId)).orderBy(asc(waitlistEntries.id)),
      page,
    ),
    countWaitingPlaces(executor, loanerId),
  ]);
  return { items: rows.map((row) => toEntry(row, row.position)), total };
}

/**
 * The page of a type's queue and its length, kept (decision 051). A place's position is its rank in the page plus
 * the places before the page: counted per row, each place of a page counted the places ahead of it anew. The
 * queue's length is counted on its own, from the queue's index alone: counted over the page's joined rows, every
 * place of a long queue was joined to its loaner.
 */
function prepareQueue(db: Database, paged: boolean, statementName: string) {
  const componentTypeId = sql.placeholder('componentTypeId');
  const rows = db
    .select({ ...placeColumns, loaner: loanerSummaryColumns(sql.placeholder('labToday')) })
    .from(waitlistEntries)
    .innerJoin(componentTypes, eq(componentTypes.id, waitlistEntries.componentTypeId))
    .innerJoin(loaners, eq(loaners.id, waitlistEntries.loanerId))
    .where(eq(waitlistEntries.componentTypeId, componentTypeId))
    .orderBy(asc(waitlistEntries.id));
  const page = (paged ? rows.limit(sql.placeholder('limit')) : rows).offset(sql.placeholder('offset'));
  const length = db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.componentTypeId, componentTypeId));
  return { page: page.prepare(`${statementName}:page`), length: length.prepare(`${statementName}:length`) };
}

const keptQueues = keptQueries('waitlist-queue');

/** The type's queue in order, with whom each place is for. */
export async function listQueueOfType(
  db: Database,
  componentTypeId: number,
  page: PageRequest,
  labToday: string,
): Promise<Page<QueuedLoaner>> {
  const { limit, offset } = pageWindow(page);
  const queries = keptQueues(db, variantOf({ paged: limit !== undefined }), (statementName) =>
    prepareQueue(db, limit !== undefined, statementName),
  );
  const values = { componentTypeId, labToday, limit, offset };
  const [rows, [length]] = await Promise.all([queries.page.execute(values), queries.length.execute(values)]);
  // The loaner is added to the entry made for this answer, not to a copy of it (decision 031).
  const items = rows.map(
    (row, index): QueuedLoaner =>
      Object.assign(toEntry(row, offset + index + 1), { loaner: toLoanerSummary(row.loaner) }),
  );
  return { items, total: length?.count ?? 0 };
}

/** Deletes the entry (only the owner's when `ownerId` is given); answers whether there was one. */
export async function deleteWaitlistEntry(executor: Executor, waitlistEntryId: number, ownerId?: number) {
  const deleted = await executor
    .delete(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.id, waitlistEntryId),
        ownerId === undefined ? undefined : eq(waitlistEntries.loanerId, ownerId),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return deleted.length > 0;
}

/**
 * Takes the first `count` entries of the type's queue whose loaners may be handed a unit on `day` out of it and
 * answers them in queue order; the others are passed over and keep their places. The entries are locked first, so a loaner leaving at that moment either leaves before (and is not served) or after (nothing to
 * leave).
 */
export async function takeFirstWaiting(tx: Transaction, componentTypeId: number, count: number, day: string) {
  if (count <= 0) return [];
  const first = await tx
    .select({ waitlistEntryId: waitlistEntries.id, loanerId: waitlistEntries.loanerId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.componentTypeId, componentTypeId), servableOn(day)))
    .orderBy(asc(waitlistEntries.id))
    .limit(count)
    .for('update');
  if (first.length === 0) return [];
  await tx.delete(waitlistEntries).where(
    inArray(
      waitlistEntries.id,
      first.map((entry) => entry.waitlistEntryId),
    ),
  );
  return first;
}
