import { and, asc, desc, eq, type Placeholder, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import { type AnyPgColumn, type SelectedFields, union } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client.js';
import { type LendingTable, withLendingParts } from '../../db/lending-join.js';
import { loaners } from '../../db/schema.js';
import { COUNT_CAP, cappedCountQuery, cappedTableCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { pageByIds } from '../../lib/paged-select.js';
import { type PageRequest, pageWindow, totalOfPage } from '../../lib/pagination.js';
import { preparedPerDatabase } from '../../lib/prepared-query.js';
import { likePattern } from '../../lib/search.js';
import type { TypeNameMatches } from './type-name-matches.js';

/**
 * The paging engine of the lending lists (active loans, reservations): a page of rows with their parts in one
 * or two prepared statements, whatever the list's length (decision 012).
 */

/** A lending list (active loans, reservations): what its rows are, which rows it holds and in what order. */
export interface LendingList<Columns extends SelectedFields> {
  /** Names its prepared statements. */
  name: string;
  table: LendingTable;
  /** The columns of a row; `labToday` is what the loaner's overdue flag compares return dates with. */
  columns: (labToday: Placeholder) => Columns;
  /** The rows in the list at all, e.g. active loans only; undefined for every row of the table. */
  scope: SQL | undefined;
  /** The loaner's stored, lower-cased search text a search looks in, beside the component type name. */
  loanerText: AnyPgColumn;
  /** The rows come in order of this column, then of their id: ascending unless the request asks otherwise. */
  sortedBy: AnyPgColumn;
}

/** Which rows of the list a request asks for. */
export interface LendingListFilter {
  /** Only this loaner's rows. */
  loanerId?: number;
  /** A substring of the component type name or of one of the list's loaner texts; blank for no search. */
  search: string;
  /** The latest first (of the list's sort column); the earliest first when unset. */
  descending?: boolean;
}

/** The shape of statement a request needs: one per list, for one loaner or all, with a search or not, either way round. */
interface Variant {
  ofLoaner: boolean;
  searched: boolean;
  descending: boolean;
}

/**
 * The whole list (no search, every loaner) is counted by a statement of its own, from the scope's index, beside its
 * page. Counted over the page's rows (a window), every row of the list was read from the table first: 30,000 active
 * loans at the bench's large lab for a page of 10. A loaner's own rows are few, so they are counted over the page's
 * rows; a search's page of ids carries its count (see searchedPageIds).
 */
const countedApart = (variant: Variant) => !variant.searched && !variant.ofLoaner;

/** A search's page, or every loaner's, is read as its ids, then the rows of the ids (see twoPageStatements). */
const readByIds = (variant: Variant) => variant.searched || !variant.ofLoaner;

/**
 * Up to how many rows a lending list's total counts: a search's matches up to COUNT_CAP.search (decision 028),
 * every loaner's rows as the list opens up to COUNT_CAP.workList (decision 030), a loaner's own rows (few) exactly.
 */
export function lendingTotalCap({ searched, ofLoaner }: Omit<Variant, 'descending'>): number | undefined {
  if (searched) return COUNT_CAP.search;
  return ofLoaner ? undefined : COUNT_CAP.workList;
}

/** The column's order of the variant's direction; the id breaks ties the same way. */
const inOrder = (variant: Pick<Variant, 'descending'>) => (variant.descending ? desc : asc);

/**
 * A search's statements (its page of ids, its count) are built once but planned per call (unnamed): the best
 * plan depends on what the search matches, and a cached generic plan chosen for one search ran 7 times slower
 * for another. The other statements are named, so PostgreSQL parses them once per connection and may keep
 * their plan.
 */
function statementName(list: LendingList<SelectedFields>, variant: Variant, what: 'page' | 'count'): string {
  const name = `${list.name}_${what}_${variant.ofLoaner ? 'of_loaner' : 'all'}`;
  return variant.searched ? '' : variant.descending ? `${name}_desc` : name;
}

/** The list's rows, or the loaner's (placeholder loanerId). */
function inList(list: LendingList<SelectedFields>, variant: Variant): SQL | undefined {
  return and(list.scope, variant.ofLoaner ? eq(list.table.loanerId, sql.placeholder('loanerId')) : undefined);
}

/** What a row is picked and ordered by, before its parts are joined. */
function sortKeyOf(list: LendingList<SelectedFields>) {
  return { id: list.table.id, sortKey: sql`${list.sortedBy}`.as('sort_key') };
}

/**
 * Where a row's loaner text contains the search (placeholder pattern), or its component type is one whose name
 * does (placeholder typeIds, from TypeNameMatches). A lending row holds its component's type (migration 0009), so
 * a search that matches thousands of types reads no components.
 */
function searchConditions(list: LendingList<SelectedFields>, variant: Variant) {
  const pattern = sql.placeholder('pattern');
  return {
    byLoaner: and(inList(list, variant), sql`${list.loanerText} like ${pattern}`),
    byComponentType: and(
      inList(list, variant),
      sql`${list.table.componentTypeId} = any(${sql.placeholder('typeIds')}::integer[])`,
    ),
  };
}

/**
 * The ids and sort keys of the rows that match the search, one select per side, each planned (per call) from its
 * trigram index or along the list's order; the sort key is carried so that the matches need no second visit to
 * the table to be ordered.
 */
function searchSides(executor: Executor, list: LendingList<SelectedFields>, variant: Variant) {
  const { table } = list;
  const where = searchConditions(list, variant);
  const byLoaner = executor
    .select(sortKeyOf(list))
    .from(table)
    .innerJoin(loaners, eq(loaners.id, table.loanerId))
    .where(where.byLoaner);
  const byComponentType = executor.select(sortKeyOf(list)).from(table).where(where.byComponentType);
  return [byLoaner.$dynamic(), byComponentType.$dynamic()] as const;
}

/** searchSides by ids alone, for counting: the loaner side is read from the loaner index that holds them. */
function searchSideIds(executor: Executor, list: LendingList<SelectedFields>, variant: Variant) {
  const { table } = list;
  const where = searchConditions(list, variant);
  const byLoaner = executor
    .select({ id: table.id })
    .from(table)
    .innerJoin(loaners, eq(loaners.id, table.loanerId))
    .where(where.byLoaner);
  const byComponentType = executor.select({ id: table.id }).from(table).where(where.byComponentType);
  return [byLoaner.$dynamic(), byComponentType.$dynamic()] as const;
}

/**
 * How far each side of a search's count reads: one past COUNT_CAP.search, by ids alone (the loaner side from the
 * loaner index that holds them, migration 0022). The sides are cut before they are joined.
 */
const SEARCH_COUNT_REACH = COUNT_CAP.search + 1;

/** The ids and sort keys of the list's rows (for the variant, no search), named `list` for a CTE. */
function unsearchedRows(executor: Executor, list: LendingList<SelectedFields>, variant: Variant) {
  return executor.$with('list').as(executor.select(sortKeyOf(list)).from(list.table).where(inList(list, variant)));
}

/** A page of ids from the CTE `list` of ids and sort keys, in the list's order, each with `total`. */
function pageOf(
  executor: Executor,
  ctes: WithSubquery[],
  rows: ReturnType<typeof unsearchedRows>,
  variant: Variant,
  total: SQL.Aliased<number | null>,
) {
  return (
    executor
      .with(...ctes)
      .select({ id: rows.id, total })
      .from(rows)
      .orderBy(inOrder(variant)(rows.sortKey), inOrder(variant)(rows.id))
      // LIMIT NULL is no limit: the whole list.
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
  );
}

/**
 * A page of the list's ids in order (no search), with the list's total on every row unless it is counted apart.
 */
function unsearchedPageIds(executor: Executor, list: LendingList<SelectedFields>, variant: Variant) {
  const rows = unsearchedRows(executor, list, variant);
  const total = countedApart(variant) ? sql<null>`null` : sql<number>`count(*) over ()`.mapWith(Number);
  return pageOf(executor, [rows], rows, variant, total.as('total'));
}

/**
 * A search's page of ids in order, each carrying the search's count (up to SEARCH_COUNT_REACH), in one statement:
 * the rows of matching types are found once for both, and the search is planned once. The loaner side gives only
 * its first `reach` matches (placeholder: the page's offset and limit; null for all) in the list's order, among
 * which the page lies: when thousands of loaners match, PostgreSQL walks the list's order and stops after a
 * page's worth. The type side gives every match, found by the types' ids from their index.
 */
function searchedPageIds(executor: Executor, list: LendingList<SelectedFields>, variant: Variant) {
  const [byLoaner, byComponentType] = searchSides(executor, list, variant);
  const [byLoanerIds] = searchSideIds(executor, list, variant);
  // Read by both the page and the count: PostgreSQL computes a CTE used twice once.
  const typeMatches = executor.$with('type_matches').as(byComponentType);
  const firstLoanerMatches = byLoaner
    .orderBy(inOrder(variant)(list.sortedBy), inOrder(variant)(list.table.id))
    .limit(sql.placeholder('reach'));
  const rows = executor.$with('list').as(union(firstLoanerMatches, executor.select().from(typeMatches)));
  const typeMatchIds = executor.select({ id: typeMatches.id }).from(typeMatches);
  const matches = union(byLoanerIds.limit(SEARCH_COUNT_REACH), typeMatchIds.limit(SEARCH_COUNT_REACH));
  const total = sql<number>`(${cappedCountQuery(executor, matches, COUNT_CAP.search)})`.mapWith(Number);
  return pageOf(executor, [typeMatches, rows], rows, variant, total.as('total'));
}

/** A page of the list's ids in order, with the list's total on every row unless it is counted apart. */
function pageIds(executor: Executor, list: LendingList<SelectedFields>, variant: Variant) {
  return variant.searched ? searchedPageIds(executor, list, variant) : unsearchedPageIds(executor, list, variant);
}

/** The rows of a page (its ids, with the total) joined to their parts, in the list's order. */
function pageWithParts<Columns extends SelectedFields>(
  executor: Executor,
  list: LendingList<Columns>,
  variant: Variant,
) {
  const { table } = list;
  const page = executor.$with('page').as(pageIds(executor, list, variant));
  const query = executor
    .with(page)
    .select({ ...list.columns(sql.placeholder('labToday')), total: page.total })
    .from(page)
    .innerJoin(table, eq(table.id, page.id))
    .$dynamic();
  return withLendingParts(query, table).orderBy(inOrder(variant)(list.sortedBy), inOrder(variant)(table.id));
}

/** The rows of the given ids (placeholder ids) joined to their parts, in the list's order (the direction's). */
function idsWithParts<Columns extends SelectedFields>(
  executor: Executor,
  list: LendingList<Columns>,
  direction: Pick<Variant, 'descending'>,
) {
  const { table } = list;
  // Picked from the table rather than unnested from the array: drizzle types a select from either lending table
  // only when it starts from a subquery (here ten index lookups more).
  const ids = executor.$with('ids').as(
    executor
      .select({ id: table.id })
      .from(table)
      .where(sql`${table.id} = any(${sql.placeholder('ids')}::integer[])`),
  );
  // Widened: the rows are typed where they are read (see twoPageStatements).
  const columns: SelectedFields = list.columns(sql.placeholder('labToday'));
  const query = executor.with(ids).select(columns).from(ids).innerJoin(table, eq(table.id, ids.id)).$dynamic();
  return withLendingParts(query, table).orderBy(inOrder(direction)(list.sortedBy), inOrder(direction)(table.id));
}

/**
 * The length of the list, up to one past its cap (lendingTotalCap): beside the page when counted apart, else for a
 * page past its end (no row carries it).
 */
function countStatement(list: LendingList<SelectedFields>, variant: Variant) {
  return preparedPerDatabase((executor) => {
    const name = statementName(list, variant, 'count');
    if (variant.searched) {
      const [byLoanerIds, byComponentTypeIds] = searchSideIds(executor, list, variant);
      const matches = union(byLoanerIds.limit(SEARCH_COUNT_REACH), byComponentTypeIds.limit(SEARCH_COUNT_REACH));
      return cappedCountQuery(executor, matches, COUNT_CAP.search).prepare(name);
    }
    return cappedTableCountQuery(executor, list.table, lendingTotalCap(variant), inList(list, variant)).prepare(name);
  });
}

/** The rows of a page, and the list's total if its statements carry it (on any row, none if the page is empty). */
interface PageRead<Columns extends SelectedFields> {
  rows: SelectResultFields<Columns>[];
  carried: number | undefined;
}

type PageValues = Record<'loanerId' | 'pattern' | 'typeIds' | 'labToday' | 'limit' | 'offset' | 'reach', unknown>;

/**
 * Reads a page of a loaner's own rows in one statement: the page's ids are picked first (with the total counted
 * over them), then joined to their parts, so a page costs a page of joins. A loaner has few rows, so PostgreSQL
 * keeps one plan for the statement, whatever its LIMIT and OFFSET.
 */
function onePageStatement<Columns extends SelectedFields>(list: LendingList<Columns>, variant: Variant) {
  const statement = preparedPerDatabase((executor) =>
    pageWithParts(executor, list, variant).prepare(statementName(list, variant, 'page')),
  );
  return async (executor: Executor, values: PageValues): Promise<PageRead<Columns>> => {
    // drizzle cannot infer the rows of a selection whose columns are a type parameter.
    const rows = (await statement(executor).execute(values)) as unknown as (SelectResultFields<Columns> & {
      total: number | null;
    })[];
    // Each row keeps the total it carries: the list's mapper (toLoan, toReservation) builds its answer field by
    // field and leaves it out (decision 031).
    return { rows, carried: rows[0]?.total ?? undefined };
  };
}

/**
 * Reads a page of a search, or of every loaner's rows, by pageByIds: a search's ids are planned for its pattern,
 * and the rows of the ids are read by a named statement whose plan is kept. In one statement the planner spent as
 * long on the joins of the parts, every call, as the search took to run. The ids carry a search's total.
 */
function twoPageStatements<Columns extends SelectedFields>(
  list: LendingList<Columns>,
  variant: Variant,
  rowsOfIds: RowsOfIds,
) {
  const ids = preparedPerDatabase((executor) =>
    pageIds(executor, list, variant).prepare(statementName(list, variant, 'page')),
  );
  return async (executor: Executor, values: PageValues): Promise<PageRead<Columns>> => {
    let carried: number | undefined;
    const rows = await pageByIds(
      async () => {
        const page = await ids(executor).execute(values);
        carried = page[0]?.total ?? undefined;
        return page;
      },
      (page) => rowsOfIds(executor).execute({ ids: page, labToday: values.labToday }),
    );
    return { rows: rows as SelectResultFields<Columns>[], carried };
  };
}

/**
 * The statement that reads the rows of a page's ids (see idsWithParts), one per list, direction and whose rows.
 * PostgreSQL keeps its plan only while the pages it reads are as long as a kept plan guesses (10 ids) or longer:
 * shared with a loaner's own pages of two or three rows, it was planned anew for every loaner's pages too.
 */
type RowsOfIds = ReturnType<typeof rowsOfIdsStatement>;

function rowsOfIdsStatement(list: LendingList<SelectedFields>, variant: Omit<Variant, 'searched'>) {
  const name = `${list.name}_rows_of_ids_${variant.ofLoaner ? 'of_loaner' : 'all'}${variant.descending ? '_desc' : ''}`;
  return preparedPerDatabase((executor) => idsWithParts(executor, list, variant).prepare(name));
}

function statementsOf<Columns extends SelectedFields>(
  list: LendingList<Columns>,
  variant: Variant,
  rowsOfIds: RowsOfIds,
) {
  return {
    page: readByIds(variant) ? twoPageStatements(list, variant, rowsOfIds) : onePageStatement(list, variant),
    count: countStatement(list, variant),
    countedApart: countedApart(variant),
    totalOf: (n: number) => cappedTotalOf([{ n }], lendingTotalCap(variant)),
  };
}

/**
 * The page reader of a lending list. Its statements are built once per database and variant: building the
 * joins with drizzle for every request was most of the server's own work on these lists.
 */
export function lendingPages<Columns extends SelectedFields>(list: LendingList<Columns>) {
  const ofWhom = (ofLoaner: boolean, descending: boolean) => {
    const rowsOfIds = rowsOfIdsStatement(list, { ofLoaner, descending });
    return {
      plain: statementsOf(list, { ofLoaner, searched: false, descending }, rowsOfIds),
      searched: statementsOf(list, { ofLoaner, searched: true, descending }, rowsOfIds),
    };
  };
  const inDirection = (descending: boolean) => ({
    all: ofWhom(false, descending),
    ofLoaner: ofWhom(true, descending),
  });
  const statements = { ascending: inDirection(false), descending: inDirection(true) };
  return async (
    executor: Executor,
    filter: LendingListFilter,
    page: PageRequest,
    labToday: string,
    typeNames: TypeNameMatches,
  ) => {
    const searched = filter.search.trim() !== '';
    const statement =
      statements[filter.descending ? 'descending' : 'ascending'][filter.loanerId === undefined ? 'all' : 'ofLoaner'][
        searched ? 'searched' : 'plain'
      ];
    const { limit = null, offset } = pageWindow(page);
    const pattern = likePattern(filter.search);
    const values = {
      loanerId: filter.loanerId ?? null,
      pattern,
      typeIds: searched ? await typeNames.idsMatching(executor, pattern) : [],
      labToday,
      limit,
      offset,
      reach: limit === null ? null : offset + limit,
    };
    const countList = async () => (await statement.count(executor).execute(values))[0]?.n ?? 0;
    const [{ rows: items, carried }, counted] = await Promise.all([
      statement.page(executor, values),
      statement.countedApart ? countList() : undefined,
    ]);
    return { items, ...statement.totalOf(counted ?? (await totalOfPage(carried, offset, countList))) };
  };
}
