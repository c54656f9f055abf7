import type { BookedAheadRow } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type BookedAheadPage, statisticsKeys } from './keys';

/** GET ComponentTypes/bookedahead: a page of the types their bookings take to 0 or below within `days` lab days. */
export async function getBookedAhead(query: BookedAheadPage, signal?: AbortSignal) {
  return apiFetch<BookedAheadRow[]>('/ComponentTypes/bookedahead', { query: { ...query }, signal });
}

export const bookedAheadQuery = (query: BookedAheadPage) =>
  queryOptions({
    queryKey: statisticsKeys.bookedAhead(query),
    queryFn: ({ signal }) => getBookedAhead(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBookedAhead(query: BookedAheadPage) {
  return useQuery(bookedAheadQuery(query));
}
