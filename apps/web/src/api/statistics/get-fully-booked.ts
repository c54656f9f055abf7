import type { FullyBookedRow } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { statisticsKeys } from './keys';

/** GET ComponentTypes/booked: types with components but none available, counted per status. */
export async function getFullyBooked(signal?: AbortSignal): Promise<FullyBookedRow[]> {
  return (await apiFetch<FullyBookedRow[]>('/ComponentTypes/booked', { signal })).data;
}

export const fullyBookedQuery = () =>
  queryOptions({ queryKey: statisticsKeys.fullyBooked, queryFn: ({ signal }) => getFullyBooked(signal) });

export function useFullyBooked() {
  return useQuery(fullyBookedQuery());
}
