import type { Loan } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type LoansQuery, loanKeys } from './keys';

/** GET Loans: every active loan for a Clerk, the caller's own for a Loaner. */
export async function getLoans(query: LoansQuery, signal?: AbortSignal) {
  return apiFetch<Loan[]>('/Loans', { query: { ...query }, signal });
}

export const loansQuery = (query: LoansQuery) =>
  queryOptions({
    queryKey: loanKeys.list(query),
    queryFn: ({ signal }) => getLoans(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLoans(query: LoansQuery) {
  return useQuery(loansQuery(query));
}
