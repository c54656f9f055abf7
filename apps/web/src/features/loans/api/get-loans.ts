import type { Loan } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { PagedListQuery } from '../../../lib/paging/use-paging';

/** Every list of loans: a hand-in (here) or a hand-out (elsewhere) refreshes them all. */
export const loansQueryKey = ['loans'] as const;

/** GET Loans: every active loan for a Clerk, the caller's own for a Loaner; the earliest return date first. */
export async function getLoans(query: PagedListQuery, signal?: AbortSignal) {
  return apiFetch<Loan[]>('/Loans', { query: { ...query }, signal });
}

export function useLoans(query: PagedListQuery) {
  return useQuery({
    queryKey: [...loansQueryKey, 'list', query],
    queryFn: ({ signal }) => getLoans(query, signal),
    placeholderData: keepPreviousData,
  });
}
