import type { NeverBookedRow } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type NeverBookedPage, statisticsKeys } from './keys';

/** GET ComponentTypes/neverbooked: a page of the types none of whose components has been booked since `date`. */
export async function getNeverBooked(query: NeverBookedPage, signal?: AbortSignal) {
  return apiFetch<NeverBookedRow[]>('/ComponentTypes/neverbooked', { query: { ...query }, signal });
}

export const neverBookedQuery = (query: NeverBookedPage) =>
  queryOptions({
    queryKey: statisticsKeys.neverBooked(query),
    queryFn: ({ signal }) => getNeverBooked(query, signal),
    placeholderData: keepPreviousData,
  });

export function useNeverBooked(query: NeverBookedPage) {
  return useQuery(neverBookedQuery(query));
}
