import type { Category } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiResult, apiFetch } from '../../lib/api-client';
import type { PagedListQuery } from '../../lib/paging/use-paging';

/** Every category query starts with this key, the browse filter's list too: invalidating it refreshes them all. */
export const categoriesQueryKey = ['categories'] as const;

/** GET Categories, one page; an empty search is left out (spec §7: each parameter only when set). */
export function getCategories(query: PagedListQuery, signal?: AbortSignal): Promise<ApiResult<Category[]>> {
  return apiFetch<Category[]>('/Categories', {
    query: { ...query, searchString: query.searchString || undefined },
    signal,
  });
}

export function useCategories(query: PagedListQuery) {
  return useQuery({
    queryKey: [...categoriesQueryKey, 'page', query],
    queryFn: ({ signal }) => getCategories(query, signal),
    // Keeps the rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}
