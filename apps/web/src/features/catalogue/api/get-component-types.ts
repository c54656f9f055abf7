import type { ComponentType } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiResult, apiFetch } from '../../../lib/api-client';
import type { PagedListQuery } from '../../../lib/paging/use-paging';
import { componentTypesQueryKey } from './query-keys';

export interface ComponentTypeListQuery extends PagedListQuery {
  /** Chosen categories; a type matches when it has any of them. Empty: no filter. */
  categoryIds: number[];
}

/** GET ComponentTypes, one page; the category filter goes as a JSON array, only when some are chosen. */
export function getComponentTypes(
  { categoryIds, ...query }: ComponentTypeListQuery,
  signal?: AbortSignal,
): Promise<ApiResult<ComponentType[]>> {
  return apiFetch<ComponentType[]>('/ComponentTypes', {
    query: { ...query, categoriesFilterAsJson: categoryIds.length > 0 ? JSON.stringify(categoryIds) : undefined },
    signal,
  });
}

export function useComponentTypes(query: ComponentTypeListQuery) {
  return useQuery({
    queryKey: [...componentTypesQueryKey, 'page', query],
    queryFn: ({ signal }) => getComponentTypes(query, signal),
    // Keeps the cards on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}
