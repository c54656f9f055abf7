import type { FullyBookedRow } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type FullyBookedPage, statisticsKeys } from './keys';

/** GET ComponentTypes/booked: a page of the types with components but none available, counted per status. */
export async function getFullyBooked(query: FullyBookedPage, signal?: AbortSignal) {
  return apiFetch<FullyBookedRow[]>('/ComponentTypes/booked', { query: { ...query }, signal });
}

export const fullyBookedQuery = (query: FullyBookedPage) =>
  queryOptions({
    queryKey: statisticsKeys.fullyBooked(query),
    queryFn: ({ signal }) => getFullyBooked(query, signal),
    placeholderData: keepPreviousData,
  });

export function useFullyBooked(query: FullyBookedPage) {
  return useQuery(fullyBookedQuery(query));
}
