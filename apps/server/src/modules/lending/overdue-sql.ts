import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { isActiveLoan } from '../../db/lending-definitions.js';
import { loans } from '../../db/schema.js';
import type { LabDayValue } from '../../lib/lab-day-sql.js';

/** "Overdue" in SQL: an active loan whose return date is before the lab's today (dates, not instants). */

const overdueLoans = alias(loans, 'overdue_loans');

/**
 * True when the loaner has an active loan whose return date is before the lab's today. A scalar subquery that
 * stops at the first such loan rather than EXISTS: PostgreSQL may answer an EXISTS in a select list by hashing
 * every overdue loan of the lab once per statement (thousands at a large lab), where a page of loaners needs
 * one probe of `loans_active_loaner` per row.
 */
export function hasOverdueLoansSql(loanerId: AnyPgColumn, labToday: LabDayValue): SQL<boolean> {
  const firstOverdue = new QueryBuilder()
    .select({ overdue: sql`true` })
    .from(overdueLoans)
    .where(and(eq(overdueLoans.loanerId, loanerId), isActiveLoan(overdueLoans), lt(overdueLoans.returnDate, labToday)))
    .limit(1);
  return sql<boolean>`coalesce((${firstOverdue}), false)`;
}

/**
 * True when the loan is active and its return date is before the lab's today: the server decides "overdue" in
 * LAB_TIME_ZONE, so a browser elsewhere shows what the lab's calendar says.
 */
export function loanIsOverdueSql(labToday: LabDayValue): SQL<boolean> {
  return sql<boolean>`(${isActiveLoan()} and ${lt(loans.returnDate, labToday)})`;
}
