import type { Component } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiResult, apiFetch } from '../../lib/api-client';
import type { PagedListQuery } from '../../lib/paging/use-paging';
import { componentsQueryKey } from '../catalogue-query-keys';

export type InventorySort = 'default' | 'status';

/** Every query about the components of one type: the inventory pages and the next free number. */
export const componentsOfTypeQueryKey = (componentTypeId: number) => [...componentsQueryKey, componentTypeId] as const;

/** GET Component: one page of a type's inventory, with the current loan of each loaned component. */
export function getComponents(
  componentTypeId: number,
  query: PagedListQuery & { sortBy: InventorySort },
  signal?: AbortSignal,
): Promise<ApiResult<Component[]>> {
  return apiFetch<Component[]>('/Component', { query: { Id: componentTypeId, ...query }, signal });
}

export function useComponents(componentTypeId: number, query: PagedListQuery & { sortBy: InventorySort }) {
  return useQuery({
    queryKey: [...componentsOfTypeQueryKey(componentTypeId), 'page', query],
    queryFn: ({ signal }) => getComponents(componentTypeId, query, signal),
    placeholderData: keepPreviousData,
  });
}
