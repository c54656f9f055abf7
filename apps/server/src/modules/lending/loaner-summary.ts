import type { Loaner } from '@labstock/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { loaners } from '../../db/schema.js';
import { hasOverdueLoansSql, type LabTodayValue } from './overdue-sql.js';

/** Columns of the loaner summary that lending rows and loaner lists are answered with; the query joins `loaners`. */
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

/**
 * The lower-cased loaner texts a search of reservations and active loans looks in, each with a trigram index
 * of its own: the AU id and "first last" (one stored column, migration 0009), and the student number.
 */
export const loanerSearchTexts = {
  auIdAndFullName: loaners.lendingSearchText,
  studentNo: sql`lower(coalesce(${loaners.studentNo}, ''))`,
} satisfies Record<string, AnyPgColumn | SQL>;
