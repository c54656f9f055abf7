import { and, asc, desc, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, type SelectedFields, union } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client.js';
import { componentTypes, loaners } from '../../db/schema.js';
import { COUNT_CAP, cappedCountQuery, cappedTableCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { pageByIds } from '../../lib/paged-select.js';
import { type PageRequest, pageWindow, totalOfPage } from '../../lib/pagination.js';
import { preparedPerDatabase } from '../../lib/prepared-query.js';
import { likePattern } from '../../lib/search.js';
import { type LendingTable, withLendingParts } from './lending-join.js';

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
  /** The lower-cased loaner texts a search looks in (see loanerSearchTexts), beside the component type name. */
  loanerTexts: readonly (AnyPgColumn | SQL)[];
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
 * loans at the bench's large lab for a page of 10. A search's matches are counted apart too, so that neither its
 * page nor its count reads every match. A loaner's own rows are few, so they are counted over the page's rows.
 */
const countedApart = (variant: Variant) => variant.searched || !variant.ofLoaner;

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
 * The ids and sort keys of the rows whose loaner text or component type name contains the search (placeholder
 * pattern): one select per side, each planned (per call) from its trigram index or along the list's order, and
 * carrying the sort key, so the matches need no second visit to the table to be ordered. A lending row holds
 * its component's type (migration 0009), so a search that matches thousands of types reads no components.
 */
function searchSides(executor: Executor, list: LendingList<SelectedFields>, variant: Variant) {
  const { table } = list;
  const pattern = sql.placeholder('pattern');
  const byLoaner = executor
    .select(sortKeyOf(list))
    .from(table)
    .innerJoin(loaners, eq(loaners.id, table.loanerId))
    .where(and(inList(list, variant), or(...list.loanerTexts.map((text) => sql`${text} like ${pattern}`))));
  const byComponentType = executor
    .select(sortKeyOf(list))
    .from(table)
    .innerJoin(componentTypes, eq(componentTypes.id, table.componentTypeId))
    // The expression the trigram index on type names is built on (migration 0004).
    .where(and(inList(list, variant), sql`fold_case(${componentTypes.name}) like ${pattern}`));
  return [byLoaner.$dynamic(), byComponentType.$dynamic()] as const;
}

/**
 * The ids and sort keys of the rows in the list (for the variant), named `list` for a CTE. A search's loaner side
 * gives only its first `reach` matches (placeholder: the page's offset and limit; null for all) in the list's
 * order, among which the page lies: when thousands of loaners match, PostgreSQL walks the list's order and stops
 * after a page's worth. Its type side gives every match: walked in order, each row's type name would be folded
 * anew (`fold_case`), 47 ms for a page of `resistor` at the bench's large lab against 13 ms from the type index.
 */
function rowsInList(executor: Executor, list: LendingList<SelectedFields>, variant: Variant) {
  if (!variant.searched) {
    return executor.$with('list').as(executor.select(sortKeyOf(list)).from(list.table).where(inList(list, variant)));
  }
  const [byLoaner, byComponentType] = searchSides(executor, list, variant);
  const firstMatches = byLoaner
    .orderBy(inOrder(variant)(list.sortedBy), inOrder(variant)(list.table.id))
    .limit(sql.placeholder('reach'));
  return executor.$with('list').as(union(firstMatches, byComponentType));
}

/** A page of the list's ids in order, with the list's total on every row unless it is counted apart. */
function pageIds(executor: Executor, list: LendingList<SelectedFields>, variant: Variant) {
  const rows = rowsInList(executor, list, variant);
  const total = countedApart(variant) ? sql<null>`null` : sql<number>`count(*) over ()`.mapWith(Number);
  return (
    executor
      .with(rows)
      .select({ id: rows.id, total: total.as('total') })
      .from(rows)
      .orderBy(inOrder(variant)(rows.sortKey), inOrder(variant)(rows.id))
      // LIMIT NULL is no limit: the whole list.
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
  );
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
 * The length of the list, up to its cap (lendingTotalCap): beside the page when counted apart, else for a page past
 * its end (no row carries it). A search's two sides are each cut at one past the cap before they are joined.
 */
function countStatement(list: LendingList<SelectedFields>, variant: Variant) {
  return preparedPerDatabase((executor) => {
    const name = statementName(list, variant, 'count');
    if (variant.searched) {
      const [byLoaner, byComponentType] = searchSides(executor, list, variant);
      const pastCap = COUNT_CAP.search + 1;
      const matches = union(byLoaner.limit(pastCap), byComponentType.limit(pastCap));
      return cappedCountQuery(executor, matches, COUNT_CAP.search).prepare(name);
    }
    return cappedTableCountQuery(executor, list.table, lendingTotalCap(variant), inList(list, variant)).prepare(name);
  });
}

/** Rows of a page, with the page's total on each unless the list is counted apart. */
type PageRows<Columns extends SelectedFields> = (SelectResultFields<Columns> & { total?: number | null })[];

type PageValues = Record<'loanerId' | 'pattern' | 'labToday' | 'limit' | 'offset' | 'reach', unknown>;

/**
 * Reads a page of a loaner's own rows in one statement: the page's ids are picked first (with the total counted
 * over them), then joined to their parts, so a page costs a page of joins. A loaner has few rows, so PostgreSQL
 * keeps one plan for the statement, whatever its LIMIT and OFFSET.
 */
function onePageStatement<Columns extends SelectedFields>(list: LendingList<Columns>, variant: Variant) {
  const statement = preparedPerDatabase((executor) =>
    pageWithParts(executor, list, variant).prepare(statementName(list, variant, 'page')),
  );
  // drizzle cannot infer the rows of a selection whose columns are a type parameter.
  return async (executor: Executor, values: PageValues) =>
    (await statement(executor).execute(values)) as unknown as PageRows<Columns>;
}

/**
 * Reads a page of a list counted apart (a search, or every loaner's rows) by pageByIds: a search's ids are planned
 * for its pattern, and the rows of the ids are read by a named statement whose plan is kept. In one statement the
 * planner spent as long on the joins of the parts, every call, as the search took to run.
 */
function twoPageStatements<Columns extends SelectedFields>(
  list: LendingList<Columns>,
  variant: Variant,
  rowsOfIds: RowsOfIds,
) {
  const ids = preparedPerDatabase((executor) =>
    pageIds(executor, list, variant).prepare(statementName(list, variant, 'page')),
  );
  return async (executor: Executor, values: PageValues): Promise<PageRows<Columns>> => {
    const rows = await pageByIds(
      () => ids(executor).execute(values),
      (page) => rowsOfIds(executor).execute({ ids: page, labToday: values.labToday }),
    );
    // The list is counted apart: no row carries its total.
    return rows as unknown as PageRows<Columns>;
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
    page: countedApart(variant) ? twoPageStatements(list, variant, rowsOfIds) : onePageStatement(list, variant),
    count: countStatement(list, variant),
    countedApart: countedApart(variant),
    totalOf: (counted: { n: number }[]) => cappedTotalOf(counted, lendingTotalCap(variant)),
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
  return async (executor: Executor, filter: LendingListFilter, page: PageRequest, labToday: string) => {
    const statement =
      statements[filter.descending ? 'descending' : 'ascending'][filter.loanerId === undefined ? 'all' : 'ofLoaner'][
        filter.search.trim() ? 'searched' : 'plain'
      ];
    const { limit = null, offset } = pageWindow(page);
    const values = {
      loanerId: filter.loanerId ?? null,
      pattern: likePattern(filter.search),
      labToday,
      limit,
      offset,
      reach: limit === null ? null : offset + limit,
    };
    const countList = async () => statement.totalOf(await statement.count(executor).execute(values));
    const [rows, countedApart] = await Promise.all([
      statement.page(executor, values),
      statement.countedApart ? countList() : undefined,
    ]);
    // Each row keeps the total it carries: the list's mapper (toLoan, toReservation) builds its answer field by
    // field and leaves it out (decision 031).
    const items: SelectResultFields<Columns>[] = rows;
    if (countedApart) return { items, ...countedApart };
    const carried = rows[0]?.total ?? undefined;
    return { items, total: await totalOfPage(carried, offset, async () => (await countList()).total) };
  };
}
