import type { Loaner } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, apiFetch } from '../../lib/api-client';
import type { PagedListQuery } from '../../lib/paging/use-paging';
import { loanerKeys } from './keys';

/** GET Loaners: one page of users, with the total in the pagination header. */
export function getLoaners(query: PagedListQuery, signal?: AbortSignal): Promise<ApiResult<Loaner[]>> {
  return apiFetch<Loaner[]>('/Loaners', { query: { ...query }, signal });
}

export const loanersQuery = (query: PagedListQuery) =>
  queryOptions({
    queryKey: loanerKeys.list(query),
    queryFn: ({ signal }) => getLoaners(query, signal),
    // The table keeps the last page while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useLoaners(query: PagedListQuery) {
  return useQuery(loanersQuery(query));
}
