import type { Loan } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import type { PagedListQuery } from '../../lib/paging/use-paging';
import { loansKey } from '../../lib/query-keys';

/** The Loaner's own active loans, every page. */
export const userLoansQueryKey = [...loansKey, 'user'] as const;

/** GET Loans/User: the signed-in Loaner's active loans, the earliest return date first. */
export async function getUserLoans(query: PagedListQuery, signal?: AbortSignal) {
  return apiFetch<Loan[]>('/Loans/User', { query: { ...query }, signal });
}

export function useUserLoans(query: PagedListQuery) {
  return useQuery({
    queryKey: [...userLoansQueryKey, query],
    queryFn: ({ signal }) => getUserLoans(query, signal),
    placeholderData: keepPreviousData,
  });
}
