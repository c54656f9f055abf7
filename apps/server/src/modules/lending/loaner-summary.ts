import type { Loaner, Role, RoleName } from '@labstock/shared';
import { loaners } from '../../db/schema.js';
import type { LabDayValue } from '../../lib/lab-day-sql.js';
import { hasOverdueLoansSql } from './overdue-sql.js';

/** Columns of the loaner summary that lending rows and loaner lists are answered with; the query joins `loaners`. */
export function loanerSummaryColumns(labToday: LabDayValue) {
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

/** A row of loanerSummaryColumns. */
export type LoanerSummaryRow = Omit<Loaner, 'roles' | 'rolesFromOrganisation' | 'rulesAcceptedVersion'>;

/** What a loaner's profile adds to the summary's columns: their roles, and which rules they accepted. */
export interface LoanerProfileExtras {
  roles: Role[];
  /** Left out of lending's rows (undefined), which do not read them. */
  rolesFromOrganisation?: RoleName[];
  rulesAcceptedVersion?: number | null;
}

/**
 * The loaner as the API gives it, from a row of loanerSummaryColumns. Built field by field: a spread of the row
 * with roles added cost about a microsecond per loaner (decision 031).
 */
export function toLoaner(row: LoanerSummaryRow, extras: LoanerProfileExtras): Loaner {
  return {
    loanerId: row.loanerId,
    firstName: row.firstName,
    lastName: row.lastName,
    auId: row.auId,
    studentNo: row.studentNo,
    staffInitials: row.staffInitials,
    mobileNo: row.mobileNo,
    email: row.email,
    hasOverdueLoans: row.hasOverdueLoans,
    language: row.language,
    roles: extras.roles,
    rolesFromOrganisation: extras.rolesFromOrganisation,
    rulesAcceptedVersion: extras.rulesAcceptedVersion,
  };
}

/**
 * Lending lists leave the loaner's roles empty: no lending screen shows them, and leaving them out keeps
 * each row one join cheaper. GET Loaners/{id} gives a loaner with roles.
 */
export function toLoanerSummary(row: LoanerSummaryRow): Loaner {
  return toLoaner(row, { roles: [] });
}
