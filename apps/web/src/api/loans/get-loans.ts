import type { Loan, SortDirection } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import type { PagedListQuery } from '../../lib/paging/use-paging';
import { loansKey } from '../../lib/query-keys';

/** A page of loans by return date: `asc` (the server's default) the earliest first, overdue ones on top. */
export type LoansQuery = PagedListQuery & { sortDirection?: SortDirection };

/** GET Loans: every active loan for a Clerk, the caller's own for a Loaner. */
export async function getLoans(query: LoansQuery, signal?: AbortSignal) {
  return apiFetch<Loan[]>('/Loans', { query: { ...query }, signal });
}

export function useLoans(query: LoansQuery) {
  return useQuery({
    queryKey: [...loansKey, 'list', query],
    queryFn: ({ signal }) => getLoans(query, signal),
    placeholderData: keepPreviousData,
  });
}
