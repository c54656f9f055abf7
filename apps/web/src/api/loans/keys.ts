import type { SortDirection } from '@labstock/shared';
import type { PagedListQuery } from '../../lib/paging/use-paging';

/** A page of loans by return date: `asc` (the server's default) the earliest first, overdue ones on top. */
export type LoansQuery = PagedListQuery & { sortDirection?: SortDirection };

export interface PastLoansPage {
  pageNumber: number;
  pageSize: number;
}

const all = ['loans'] as const;

/** Every loan query starts with `all`: a hand-out or hand-in refreshes every list of loans with it. */
export const loanKeys = {
  all,
  list: (query: LoansQuery) => [...all, 'list', query] as const,
  /** The signed-in Loaner's own active loans. */
  ownList: (query: PagedListQuery) => [...all, 'own', query] as const,
  /** A loaner's returned loans. */
  history: (loanerId: number, page: PastLoansPage) => [...all, 'history', loanerId, page] as const,
};
