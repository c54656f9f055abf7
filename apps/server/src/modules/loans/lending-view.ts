import type { Loaner } from '@labstock/shared';
import { and, count, eq, exists, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
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
import { withPageWindow } from '../../lib/paged-select.js';
import { type PageRequest, pageWindow } from '../../lib/pagination.js';
import { likePattern } from '../../lib/search.js';

/**
 * The component and loaner parts that reservations and loans are answered with,
 * selected in the same query as the row itself (no query per row).
 */

const overdueLoans = alias(loans, 'overdue_loans');

/** True when the loaner has an active loan whose return date is before the lab's today (dates, not instants). */
export function hasOverdueLoansSql(loanerId: AnyPgColumn, labToday: string): SQL<boolean> {
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
export function loanerSummaryColumns(labToday: string) {
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

/** Case-insensitive substring match of the search on any of the given text expressions; undefined when empty. */
export function matchesSearch(search: string, texts: readonly (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!search.trim()) return undefined;
  const pattern = likePattern(search);
  return or(...texts.map((text) => sql`lower(${text}) like ${pattern}`));
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

/**
 * A CTE `matches` of the ids of the lending rows in `scope` whose component type name or loaner text contains
 * the search. One union branch per side, so each reads its own trigram index (type names; loaner names, AU
 * ids) and only the matching rows are joined to their parts. Filtering the joined rows instead cost a join of
 * every row to its component, type and loaner per search.
 */
function searchMatches(
  executor: Executor,
  table: LendingTable,
  search: string,
  scope: SQL | undefined,
  loanerTexts: readonly (AnyPgColumn | SQL)[],
) {
  const byLoaner = executor
    .select({ id: table.id })
    .from(table)
    .innerJoin(loaners, eq(loaners.id, table.loanerId))
    .where(and(scope, matchesSearch(search, loanerTexts)));
  const byComponentType = executor
    .select({ id: table.id })
    .from(table)
    .innerJoin(components, eq(components.id, table.componentId))
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    // The expression the browse screen's trigram index is built on (migration 0004).
    .where(and(scope, sql`fold_case(${componentTypes.name}) like ${likePattern(search)}`));
  return executor.$with('matches').as(union(byLoaner, byComponentType));
}

/** Which rows a lending list holds. */
export interface LendingListFilter {
  /** The rows in the list, e.g. one loaner's, or active loans only; undefined for all. */
  scope: SQL | undefined;
  /** A substring of the component type name or of one of `loanerTexts`; blank for no search. */
  search: string;
  loanerTexts: readonly (AnyPgColumn | SQL)[];
}

function idsInList(executor: Executor, table: LendingTable, filter: LendingListFilter) {
  const columns = { id: table.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') };
  if (!filter.search.trim()) return executor.select(columns).from(table).where(filter.scope).$dynamic();
  const matches = searchMatches(executor, table, filter.search, filter.scope, filter.loanerTexts);
  return executor.with(matches).select(columns).from(table).innerJoin(matches, eq(matches.id, table.id)).$dynamic();
}

/** Joins the component, its type and the loaner to a select from a lending table. */
export function withLendingParts<Query extends PgSelectQueryBuilder>(query: Query, table: LendingTable) {
  return query
    .innerJoin(components, eq(components.id, table.componentId))
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .innerJoin(loaners, eq(loaners.id, table.loanerId));
}

/**
 * One page of a lending list in `order`, each row selected with `columns` and joined to its parts, and the
 * list's total. The page's ids are picked first (with the total counted over them), so a page costs a page of
 * joins, whatever the list's length.
 */
export async function selectLendingPage<Columns extends SelectedFields>(
  executor: Executor,
  table: LendingTable,
  columns: Columns,
  list: LendingListFilter,
  order: SQL[],
  page: PageRequest,
) {
  const pageIds = executor.$with('page').as(withPageWindow(idsInList(executor, table, list).orderBy(...order), page));
  // drizzle cannot infer the rows of a selection whose columns are a type parameter.
  const rows = (await withLendingParts(
    executor
      .with(pageIds)
      .select({ ...columns, total: pageIds.total })
      .from(pageIds)
      .innerJoin(table, eq(table.id, pageIds.id))
      .$dynamic(),
    table,
  ).orderBy(...order)) as unknown as (SelectResultFields<Columns> & { total: number })[];
  const items = rows.map(({ total: _, ...row }) => row);
  if (rows[0]) return { items, total: rows[0].total };
  // No row carries the total: none match, or the page lies past the end.
  return { items, total: pageWindow(page).offset === 0 ? 0 : await countLendingList(executor, table, list) };
}

/** The length of the list, for a page past its end (no page row carries the total then). */
async function countLendingList(executor: Executor, table: LendingTable, filter: LendingListFilter): Promise<number> {
  const list = executor.$with('list').as(idsInList(executor, table, filter));
  const [row] = await executor.with(list).select({ total: count() }).from(list);
  return row?.total ?? 0;
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
