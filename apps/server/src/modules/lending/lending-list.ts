import { and, asc, desc, eq, getTableName, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import type { LendingTable } from '../../db/lending-join.js';
import { componentTypes, loaners } from '../../db/schema.js';
import { COUNT_CAP, cappedCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { keptQueries } from '../../lib/kept-query.js';
import type { LabDayValue } from '../../lib/lab-day-sql.js';
import { type Page, type PageRequest, pageWindow } from '../../lib/pagination.js';
import { likePattern } from '../../lib/search.js';

/**
 * The Clerk's lending lists (active loans, reservations): one query for a page of rows with their parts, whose
 * filters are each optional, and the list's count up to its cap beside it; both kept per shape (decision 051).
 */

/** A lending list: what its rows are, which rows it holds and in what order. */
interface LendingList<Query extends PgSelect> {
  table: LendingTable;
  /**
   * The rows of the table with their parts (withLendingParts); `labToday` is what the loaner's overdue flag compares
   * return dates with.
   */
  select: (executor: Executor, labToday: LabDayValue) => Query;
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

/** Which of a list's optional parts a request uses: each shape is one kept pair of queries, page and count. */
interface ListShape {
  searched: boolean;
  ofLoaner: boolean;
  descending: boolean;
  /** A page of the list, not the whole of it (pageSize 0). */
  paged: boolean;
}

/**
 * Up to how many rows a lending list's total counts: a search's matches up to COUNT_CAP.search, every loaner's
 * rows up to COUNT_CAP.workList, a loaner's own rows (few) exactly.
 */
export function lendingTotalCap({ searched, ofLoaner }: Pick<ListShape, 'searched' | 'ofLoaner'>): number | undefined {
  if (searched) return COUNT_CAP.search;
  return ofLoaner ? undefined : COUNT_CAP.workList;
}

/**
 * The rows of the list the shape keeps, its values as placeholders. A search reads the loaner's text (joined) and
 * the ids of the types whose name matches, found once through the trigram index on type names: testing each row's
 * type name would call fold_case, a plpgsql function, for every row the list walks.
 */
function listWhere(executor: Executor, list: LendingList<PgSelect>, shape: ListShape): SQL | undefined {
  const pattern = sql.placeholder('pattern');
  return and(
    list.scope,
    shape.ofLoaner ? eq(list.table.loanerId, sql.placeholder('loanerId')) : undefined,
    shape.searched
      ? or(sql`${list.loanerText} like ${pattern}`, inArray(list.table.componentTypeId, typesNamed(executor, pattern)))
      : undefined,
  );
}

/** The ids of the types whose name matches the pattern; fold_case is what the index is built on (migration 0004). */
function typesNamed(executor: Executor, pattern: SQLWrapper) {
  return executor
    .select({ id: componentTypes.id })
    .from(componentTypes)
    .where(sql`fold_case(${componentTypes.name}) like ${pattern}`);
}

/** The page of the list in the shape, and the count of its rows up to its cap; only a search joins the loaner. */
function prepareList<Query extends PgSelect>(
  db: Database,
  list: LendingList<Query>,
  shape: ListShape,
  statementName: string,
) {
  const { table } = list;
  const inOrder = shape.descending ? desc : asc;
  const rows = list
    .select(db, sql.placeholder('labToday'))
    .where(listWhere(db, list, shape))
    .orderBy(inOrder(list.sortedBy), inOrder(table.id));
  const page = (shape.paged ? rows.limit(sql.placeholder('limit')) : rows).offset(sql.placeholder('offset'));
  const counted = db.select({ one: sql`1` }).from(table).$dynamic();
  const matches = shape.searched ? counted.innerJoin(loaners, eq(loaners.id, table.loanerId)) : counted;
  const count = cappedCountQuery(db, matches.where(listWhere(db, list, shape)), lendingTotalCap(shape));
  return {
    page: page.prepare(`${statementName}:page`),
    count: count.prepare(`${statementName}:count`),
  };
}

const keptLists = keptQueries('lending-list');

/** A page of the list for the filter, and its total (capped by lendingTotalCap). */
export async function readLendingList<Query extends PgSelect>(
  db: Database,
  list: LendingList<Query>,
  filter: LendingListFilter,
  page: PageRequest,
  labToday: string,
): Promise<Page<Query['_']['result'][number]>> {
  const { limit, offset } = pageWindow(page);
  const shape: ListShape = {
    searched: filter.search.trim() !== '',
    ofLoaner: filter.loanerId !== undefined,
    descending: filter.descending ?? false,
    paged: limit !== undefined,
  };
  // Short: PostgreSQL cuts a statement's name at 63 characters.
  const variant = [
    getTableName(list.table),
    shape.searched ? 'search' : '',
    shape.ofLoaner ? 'loaner' : '',
    shape.descending ? 'desc' : '',
    shape.paged ? 'paged' : '',
  ].join(':');
  const queries = keptLists(db, variant, (statementName) => prepareList(db, list, shape, statementName));
  const values = { labToday, loanerId: filter.loanerId, pattern: likePattern(filter.search), limit, offset };
  const [items, counted] = await Promise.all([queries.page.execute(values), queries.count.execute(values)]);
  return { items, ...cappedTotalOf(counted, lendingTotalCap(shape)) };
}
