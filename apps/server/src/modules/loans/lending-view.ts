import type { Loaner } from '@labstock/shared';
import { and, count, eq, exists, isNull, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  alias,
  type PgSelectQueryBuilder,
  QueryBuilder,
  type SelectedFields,
  union,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { components, componentTypes, loaners, loans, type reservations } from '../../db/schema.js';
import { labDate } from '../../lib/lab-date.js';
import { type PageRequest, pageWindow, totalOfPage } from '../../lib/pagination.js';
import { preparedPerDatabase } from '../../lib/prepared-query.js';
import { likePattern } from '../../lib/search.js';

/**
 * The component and loaner parts that reservations and loans are answered with,
 * selected in the same query as the row itself (no query per row).
 */

const overdueLoans = alias(loans, 'overdue_loans');

/** The lab's today (yyyy-MM-dd), or the placeholder a prepared statement is given it in. */
export type LabTodayValue = string | Placeholder;

/** True when the loaner has an active loan whose return date is before the lab's today (dates, not instants). */
export function hasOverdueLoansSql(loanerId: AnyPgColumn, labToday: LabTodayValue): SQL<boolean> {
  const overdue = new QueryBuilder()
    .select({ one: sql`1` })
    .from(overdueLoans)
    .where(
      and(eq(overdueLoans.loanerId, loanerId), isNull(overdueLoans.returnedAt), lt(overdueLoans.returnDate, labToday)),
    );
  return sql<boolean>`${exists(overdue)}`;
}

/** Columns of the component summary; the query joins `components` and `componentTypes`. */
export const componentSummaryColumns = {
  componentId: components.id,
  componentTypeId: components.componentTypeId,
  componentTypeName: componentTypes.name,
  componentNumber: components.componentNumber,
  adminComment: components.adminComment,
};

/** Columns of the loaner summary; the query joins `loaners`. */
export function loanerSummaryColumns(labToday: LabTodayValue) {
  return {
    loanerId: loaners.id,
    firstName: loaners.firstName,
    lastName: loaners.lastName,
    auId: loaners.auId,
    studentNo: loaners.studentNo,
    staffInitials: loaners.staffInitials,
    mobileNo: loaners.mobileNo,
    email: loaners.email,
    hasOverdueLoans: hasOverdueLoansSql(loaners.id, labToday),
    language: loaners.language,
  };
}

/**
 * Lending lists leave the loaner's roles empty: no lending screen shows them, and leaving them out keeps
 * each row one join cheaper. GET Loaners/{id} gives a loaner with roles.
 */
export function toLoanerSummary(row: Omit<Loaner, 'roles'>): Loaner {
  return { ...row, roles: [] };
}

/** Case-insensitive match of a LIKE pattern (see likePattern) on any of the given text expressions. */
function matchesPattern(pattern: string | Placeholder, texts: readonly (AnyPgColumn | SQL)[]): SQL | undefined {
  return or(...texts.map((text) => sql`lower(${text}) like ${pattern}`));
}

/** Case-insensitive substring match of the search on any of the given text expressions; undefined when empty. */
export function matchesSearch(search: string, texts: readonly (AnyPgColumn | SQL)[]): SQL | undefined {
  return search.trim() ? matchesPattern(likePattern(search), texts) : undefined;
}

/** "First Last", so that a search for a full name finds the loaner. */
const loanerFullName = sql`${loaners.firstName} || ' ' || ${loaners.lastName}`;

/** The loaner texts a search of reservations and active loans looks in; each has a trigram index of its own. */
export const loanerSearchTexts = {
  auId: loaners.auId,
  fullName: loanerFullName,
  studentNo: sql`coalesce(${loaners.studentNo}, '')`,
} satisfies Record<string, AnyPgColumn | SQL>;

/** A table of lending rows: each row belongs to one loaner and holds one component. */
type LendingTable = typeof loans | typeof reservations;

/** Joins the component, its type and the loaner to a select from a lending table. */
export function withLendingParts<Query extends PgSelectQueryBuilder>(query: Query, table: LendingTable) {
  return query
    .innerJoin(components, eq(components.id, table.componentId))
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .innerJoin(loaners, eq(loaners.id, table.loanerId));
}

/** A lending list (active loans, reservations): what its rows are, which rows it holds and in what order. */
export interface LendingList<Columns extends SelectedFields> {
  /** Names its prepared statements. */
  name: string;
  table: LendingTable;
  /** The columns of a row; `labToday` is what the loaner's overdue flag compares return dates with. */
  columns: (labToday: Placeholder) => Columns;
  /** The rows in the list at all, e.g. active loans only; undefined for every row of the table. */
  scope: SQL | undefined;
  /** The loaner texts a search looks in, beside the component type name. */
  loanerTexts: readonly (AnyPgColumn | SQL)[];
  order: SQL[];
}

/** Which rows of the list a request asks for. */
export interface LendingListFilter {
  /** Only this loaner's rows. */
  loanerId?: number;
  /** A substring of the component type name or of one of the list's loaner texts; blank for no search. */
  search: string;
}

/** The shape of statement a request needs: one per list, for one loaner or all, with a search or not. */
interface Variant {
  ofLoaner: boolean;
  searched: boolean;
}

/**
 * A search's statement is built once but planned per call (an unnamed statement): its best plan depends on
 * what the search matches, and a cached generic plan chosen for one search ran 7 times slower for another.
 * The other statements are named, so PostgreSQL parses them once per connection and may keep their plan.
 */
function statementName(list: LendingList<SelectedFields>, variant: Variant, what: 'page' | 'count'): string {
  return variant.searched ? '' : `${list.name}_${what}_${variant.ofLoaner ? 'of_loaner' : 'all'}`;
}

/** The list's rows, or the loaner's (placeholder loanerId). */
function inList(list: LendingList<SelectedFields>, variant: Variant): SQL | undefined {
  return and(list.scope, variant.ofLoaner ? eq(list.table.loanerId, sql.placeholder('loanerId')) : undefined);
}

/**
 * A CTE `matches` of the ids of the list's rows whose component type name or loaner text contains the search
 * (placeholder pattern). One union branch per side, so each reads its own trigram index (type names; loaner
 * names, AU ids) and only the matching rows are joined to their parts. Filtering the joined rows instead cost
 * a join of every row to its component, type and loaner per search.
 */
function searchMatches(executor: Executor, list: LendingList<SelectedFields>, variant: Variant) {
  const { table } = list;
  const pattern = sql.placeholder('pattern');
  const byLoaner = executor
    .select({ id: table.id })
    .from(table)
    .innerJoin(loaners, eq(loaners.id, table.loanerId))
    .where(and(inList(list, variant), matchesPattern(pattern, list.loanerTexts)));
  const byComponentType = executor
    .select({ id: table.id })
    .from(table)
    .innerJoin(components, eq(components.id, table.componentId))
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    // The expression the browse screen's trigram index is built on (migration 0004).
    .where(and(inList(list, variant), sql`fold_case(${componentTypes.name}) like ${pattern}`));
  return executor.$with('matches').as(union(byLoaner, byComponentType));
}

function idsInList(executor: Executor, list: LendingList<SelectedFields>, variant: Variant) {
  const { table } = list;
  const columns = { id: table.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') };
  if (!variant.searched) return executor.select(columns).from(table).where(inList(list, variant)).$dynamic();
  const matches = searchMatches(executor, list, variant);
  return executor.with(matches).select(columns).from(table).innerJoin(matches, eq(matches.id, table.id)).$dynamic();
}

/**
 * One page of the list with the list's total on every row. The page's ids are picked first (with the total
 * counted over them), so a page costs a page of joins, whatever the list's length.
 */
function pageStatement<Columns extends SelectedFields>(list: LendingList<Columns>, variant: Variant) {
  return preparedPerDatabase((executor) => {
    const { table, order } = list;
    const pageIds = executor.$with('page').as(
      idsInList(executor, list, variant)
        .orderBy(...order)
        // LIMIT NULL is no limit: the whole list.
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    const query = withLendingParts(
      executor
        .with(pageIds)
        .select({ ...list.columns(sql.placeholder('labToday')), total: pageIds.total })
        .from(pageIds)
        .innerJoin(table, eq(table.id, pageIds.id))
        .$dynamic(),
      table,
    ).orderBy(...order);
    return query.prepare(statementName(list, variant, 'page'));
  });
}

/** The length of the list, for a page past its end (no page row carries the total then). */
function countStatement(list: LendingList<SelectedFields>, variant: Variant) {
  return preparedPerDatabase((executor) => {
    const rows = executor.$with('list').as(idsInList(executor, list, variant));
    return executor
      .with(rows)
      .select({ total: count() })
      .from(rows)
      .prepare(statementName(list, variant, 'count'));
  });
}

function statementsOf<Columns extends SelectedFields>(list: LendingList<Columns>, variant: Variant) {
  return { page: pageStatement(list, variant), count: countStatement(list, variant) };
}

/**
 * The page reader of a lending list. Its statements are built once per database and variant: building the
 * joins with drizzle for every request was most of the server's own work on these lists.
 */
export function lendingPages<Columns extends SelectedFields>(list: LendingList<Columns>) {
  const statements = {
    all: {
      plain: statementsOf(list, { ofLoaner: false, searched: false }),
      searched: statementsOf(list, { ofLoaner: false, searched: true }),
    },
    ofLoaner: {
      plain: statementsOf(list, { ofLoaner: true, searched: false }),
      searched: statementsOf(list, { ofLoaner: true, searched: true }),
    },
  };
  return async (executor: Executor, filter: LendingListFilter, page: PageRequest, labToday: string) => {
    const statement =
      statements[filter.loanerId === undefined ? 'all' : 'ofLoaner'][filter.search.trim() ? 'searched' : 'plain'];
    const { limit = null, offset } = pageWindow(page);
    const values = { loanerId: filter.loanerId ?? null, pattern: likePattern(filter.search), labToday, limit, offset };
    // drizzle cannot infer the rows of a selection whose columns are a type parameter.
    const rows = (await statement.page(executor).execute(values)) as unknown as (SelectResultFields<Columns> & {
      total: number;
    })[];
    const items = rows.map(({ total: _, ...row }) => row);
    const total = await totalOfPage(rows[0]?.total, offset, async () => {
      const [counted] = await statement.count(executor).execute(values);
      return counted?.total ?? 0;
    });
    return { items, total };
  };
}

/** What the lending services use of the app context. */
export type LendingContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** The lab's today (yyyy-MM-dd): what return dates are compared with. */
export function labToday(ctx: Pick<LendingContext, 'clock' | 'config'>): string {
  return labDate(ctx.clock.now(), ctx.config.LAB_TIME_ZONE);
}

/** One page of a list and the total the X-Pagination header carries. */
export interface Page<T> {
  items: T[];
  total: number;
}
