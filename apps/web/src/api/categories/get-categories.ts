import type { CategoryWithRequirements } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, apiFetch } from '../../lib/api-client';
import type { PagedListQuery } from '../../lib/paging/use-paging';
import { categoryKeys } from './keys';

/**
 * GET Categories, one page, each with its required qualifications; an empty search is left out (spec §7: each
 * parameter only when set).
 */
export function getCategories(
  query: PagedListQuery,
  signal?: AbortSignal,
): Promise<ApiResult<CategoryWithRequirements[]>> {
  return apiFetch<CategoryWithRequirements[]>('/Categories', {
    query: { ...query, searchString: query.searchString || undefined },
    signal,
  });
}

export const categoriesQuery = (query: PagedListQuery) =>
  queryOptions({
    queryKey: categoryKeys.list(query),
    queryFn: ({ signal }) => getCategories(query, signal),
    // Keeps the rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });

export function useCategories(query: PagedListQuery) {
  return useQuery(categoriesQuery(query));
}
