import type { ConsumptionRow } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type ConsumptionPage, stockKeys } from './keys';

/** GET Stock/consumption (Admin): what each consumable issued and received in a period of lab days, by page. */
export async function getConsumption(query: ConsumptionPage, signal?: AbortSignal) {
  return apiFetch<ConsumptionRow[]>('/Stock/consumption', { query: { ...query }, signal });
}

export const consumptionQuery = (query: ConsumptionPage) =>
  queryOptions({
    queryKey: stockKeys.consumption(query),
    queryFn: ({ signal }) => getConsumption(query, signal),
    placeholderData: keepPreviousData,
  });

export function useConsumption(query: ConsumptionPage) {
  return useQuery(consumptionQuery(query));
}
