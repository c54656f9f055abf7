import type { Loan } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { PagedListQuery } from '../../../lib/paging/use-paging';
import { loansKey } from '../../../lib/query-keys';

/** GET Loans: every active loan for a Clerk, the caller's own for a Loaner; the earliest return date first. */
export async function getLoans(query: PagedListQuery, signal?: AbortSignal) {
  return apiFetch<Loan[]>('/Loans', { query: { ...query }, signal });
}

export function useLoans(query: PagedListQuery) {
  return useQuery({
    queryKey: [...loansKey, 'list', query],
    queryFn: ({ signal }) => getLoans(query, signal),
    placeholderData: keepPreviousData,
  });
}
