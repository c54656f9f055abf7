import type { Loaner } from '@labstock/shared';
import { and, eq, exists, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import { components, componentTypes, loaners, loans } from '../../db/schema.js';
import { labDate } from '../../lib/lab-date.js';
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
export function matchesSearch(search: string, texts: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!search.trim()) return undefined;
  const pattern = likePattern(search);
  return or(...texts.map((text) => sql`lower(${text}) like ${pattern}`));
}

/** "First Last", so that a search for a full name finds the loaner. */
export const loanerFullName = sql`${loaners.firstName} || ' ' || ${loaners.lastName}`;

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
