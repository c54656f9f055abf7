import { type ActiveLoansQuery, type Loan, type LoanerOverdue, RoleName } from '@labstock/shared';
import { labToday } from '../../lib/lab-date.js';
import type { Page } from '../../lib/pagination.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { LendingContext } from './lending-context.js';
import { listActiveLoans, loanersWithOverdueLoans } from './loans.repo.js';

/** The loaner's own active loans (My loans). */
export function listOwnLoans(ctx: LendingContext, viewer: AuthUser, query: ActiveLoansQuery): Promise<Page<Loan>> {
  const filter = { loanerId: viewer.loanerId, ...loanOrderAndSearch(query) };
  return listActiveLoans(ctx.db, filter, query, labToday(ctx), viewer);
}

/** GET Loans: a Clerk sees every active loan; anyone else only their own. */
export function listLoansFor(ctx: LendingContext, viewer: AuthUser, query: ActiveLoansQuery): Promise<Page<Loan>> {
  if (!viewer.roles.includes(RoleName.Clerk)) return listOwnLoans(ctx, viewer, query);
  return listActiveLoans(ctx.db, loanOrderAndSearch(query), query, labToday(ctx), viewer);
}

/** What a loan list request asks of the rows: its search, and the latest return date first when `desc`. */
function loanOrderAndSearch(query: ActiveLoansQuery) {
  return { search: query.searchString, descending: query.sortDirection === 'desc' };
}

/** For each asked loaner, whether they have an active loan due before the lab's today. */
export async function overdueStatusOf(ctx: LendingContext, loanerIds: number[]): Promise<LoanerOverdue[]> {
  const unique = [...new Set(loanerIds)];
  const overdue = await loanersWithOverdueLoans(ctx.db, unique, labToday(ctx));
  return unique.map((loanerId) => ({ loanerId, hasOverdueLoans: overdue.has(loanerId) }));
}
