import type { StockMovement } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type StockMovementsPage, stockKeys } from './keys';

/** GET ComponentTypes/{id}/stock/movements: newest first; every movement for Clerks and Admins, a Loaner's own issues. */
export function getStockMovements(componentTypeId: number, page: StockMovementsPage, signal?: AbortSignal) {
  return apiFetch<StockMovement[]>(`/ComponentTypes/${componentTypeId}/stock/movements`, {
    query: { ...page },
    signal,
  });
}

export const stockMovementsQuery = (componentTypeId: number, { pageNumber, pageSize }: StockMovementsPage) =>
  queryOptions({
    queryKey: stockKeys.movements(componentTypeId, { pageNumber, pageSize }),
    queryFn: ({ signal }) => getStockMovements(componentTypeId, { pageNumber, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

export function useStockMovements(componentTypeId: number, page: StockMovementsPage) {
  return useQuery(stockMovementsQuery(componentTypeId, page));
}
