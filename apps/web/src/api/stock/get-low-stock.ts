import type { ComponentType } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type LowStockPage, stockKeys } from './keys';

/** GET Stock/low (Clerk, Admin): a page of the consumables at or below their reorder level, by name. */
export async function getLowStock(query: LowStockPage, signal?: AbortSignal) {
  return apiFetch<ComponentType[]>('/Stock/low', { query: { ...query }, signal });
}

export const lowStockQuery = (query: LowStockPage) =>
  queryOptions({
    queryKey: stockKeys.low(query),
    queryFn: ({ signal }) => getLowStock(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLowStock(query: LowStockPage) {
  return useQuery(lowStockQuery(query));
}
