import type { Loan } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import type { PagedListQuery } from '../../lib/paging/use-paging';
import { loanKeys } from './keys';

/** GET Loans/User: the signed-in Loaner's active loans, the earliest return date first. */
export async function getUserLoans(query: PagedListQuery, signal?: AbortSignal) {
  return apiFetch<Loan[]>('/Loans/User', { query: { ...query }, signal });
}

export const userLoansQuery = (query: PagedListQuery) =>
  queryOptions({
    queryKey: loanKeys.ownList(query),
    queryFn: ({ signal }) => getUserLoans(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUserLoans(query: PagedListQuery) {
  return useQuery(userLoansQuery(query));
}
