import { and, eq, exists, isNull, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { loans } from '../../db/schema.js';

/** "Overdue" in SQL: an active loan whose return date is before the lab's today (dates, not instants). */

const overdueLoans = alias(loans, 'overdue_loans');

/** The lab's today (yyyy-MM-dd), or the placeholder a prepared statement is given it in. */
export type LabTodayValue = string | Placeholder;

/** True when the loaner has an active loan whose return date is before the lab's today. */
export function hasOverdueLoansSql(loanerId: AnyPgColumn, labToday: LabTodayValue): SQL<boolean> {
  const overdue = new QueryBuilder()
    .select({ one: sql`1` })
    .from(overdueLoans)
    .where(
      and(eq(overdueLoans.loanerId, loanerId), isNull(overdueLoans.returnedAt), lt(overdueLoans.returnDate, labToday)),
    );
  return sql<boolean>`${exists(overdue)}`;
}

/**
 * True when the loan is active and its return date is before the lab's today: the server decides "overdue" in
 * LAB_TIME_ZONE, so a browser elsewhere shows what the lab's calendar says.
 */
export function loanIsOverdueSql(labToday: LabTodayValue): SQL<boolean> {
  return sql<boolean>`(${isNull(loans.returnedAt)} and ${lt(loans.returnDate, labToday)})`;
}
