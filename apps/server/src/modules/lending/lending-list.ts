import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import type { LendingTable } from '../../db/lending-join.js';
import { componentTypes, loaners } from '../../db/schema.js';
import { COUNT_CAP, cappedCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { likePattern } from '../../lib/search.js';

/**
 * The Clerk's lending lists (active loans, reservations): one query for a page of rows with their parts, whose
 * filters are each optional, and the list's count up to its cap beside it.
 */

/** A lending list: what its rows are, which rows it holds and in what order. */
interface LendingList<Query extends PgSelect> {
  table: LendingTable;
  /**
   * The rows of the table with their parts (withLendingParts); `labToday` is what the loaner's overdue flag compares
   * return dates with.
   */
  select: (executor: Executor, labToday: string) => Query;
  /** The rows in the list at all, e.g. active loans only; undefined for every row of the table. */
  scope: SQL | undefined;
  /** The loaner's stored, lower-cased search text a search looks in, beside the component type name. */
  loanerText: AnyPgColumn;
  /** The rows come in order of this column, then of their id: ascending unless the request asks otherwise. */
  sortedBy: AnyPgColumn;
}

/** Which rows of the list a request asks for. */
interface LendingListFilter {
  /** Only this loaner's rows. */
  loanerId?: number;
  /** A substring of the component type name or of the list's loaner text; blank for no search. */
  search: string;
  /** The latest first (of the list's sort column); the earliest first when unset. */
  descending?: boolean;
}

/**
 * Up to how many rows a lending list's total counts: a search's matches up to COUNT_CAP.search, every loaner's
 * rows up to COUNT_CAP.workList, a loaner's own rows (few) exactly.
 */
export function lendingTotalCap({ searched, ofLoaner }: { searched: boolean; ofLoaner: boolean }): number | undefined {
  if (searched) return COUNT_CAP.search;
  return ofLoaner ? undefined : COUNT_CAP.workList;
}

/**
 * The rows of the list the filter keeps. A search reads the loaner's text (joined) and the ids of the types whose
 * name matches, found once through the trigram index on type names: testing each row's type name would call
 * fold_case, a plpgsql function, for every row the list walks.
 */
function listWhere(executor: Executor, list: LendingList<PgSelect>, filter: LendingListFilter): SQL | undefined {
  const pattern = likePattern(filter.search);
  return and(
    list.scope,
    filter.loanerId === undefined ? undefined : eq(list.table.loanerId, filter.loanerId),
    filter.search.trim() === ''
      ? undefined
      : or(sql`${list.loanerText} like ${pattern}`, inArray(list.table.componentTypeId, typesNamed(executor, pattern))),
  );
}

/** The ids of the types whose name matches the pattern; fold_case is what the index is built on (migration 0004). */
function typesNamed(executor: Executor, pattern: string) {
  return executor
    .select({ id: componentTypes.id })
    .from(componentTypes)
    .where(sql`fold_case(${componentTypes.name}) like ${pattern}`);
}

/** How many rows the filter keeps, up to the list's cap; only a search joins the loaner it reads. */
function countQuery(executor: Executor, list: LendingList<PgSelect>, filter: LendingListFilter, cap?: number) {
  const { table } = list;
  const rows = executor.select({ one: sql`1` }).from(table).$dynamic();
  const searchable = filter.search.trim() === '' ? rows : rows.innerJoin(loaners, eq(loaners.id, table.loanerId));
  return cappedCountQuery(executor, searchable.where(listWhere(executor, list, filter)), cap);
}

/** A page of the list for the filter, and its total (capped by lendingTotalCap). */
export async function readLendingList<Query extends PgSelect>(
  executor: Executor,
  list: LendingList<Query>,
  filter: LendingListFilter,
  page: PageRequest,
  labToday: string,
): Promise<Page<Awaited<Query>[number]>> {
  const { table } = list;
  const inOrder = filter.descending ? desc : asc;
  const cap = lendingTotalCap({ searched: filter.search.trim() !== '', ofLoaner: filter.loanerId !== undefined });
  const rows = list
    .select(executor, labToday)
    .where(listWhere(executor, list, filter))
    .orderBy(inOrder(list.sortedBy), inOrder(table.id));
  const [items, counted] = await Promise.all([withPageWindow(rows, page), countQuery(executor, list, filter, cap)]);
  return { items, ...cappedTotalOf(counted, cap) };
}
