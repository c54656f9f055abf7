import type { Component } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, apiFetch } from '../../lib/api-client';
import { componentKeys, type InventoryQuery } from './keys';

/** GET Component: one page of a type's inventory, with the current loan of each loaned component. */
export function getComponents(
  componentTypeId: number,
  query: InventoryQuery,
  signal?: AbortSignal,
): Promise<ApiResult<Component[]>> {
  return apiFetch<Component[]>('/Component', { query: { Id: componentTypeId, ...query }, signal });
}

export const componentsQuery = (componentTypeId: number, query: InventoryQuery) =>
  queryOptions({
    queryKey: componentKeys.page(componentTypeId, query),
    queryFn: ({ signal }) => getComponents(componentTypeId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useComponents(componentTypeId: number, query: InventoryQuery) {
  return useQuery(componentsQuery(componentTypeId, query));
}
