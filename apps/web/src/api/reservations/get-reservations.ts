import type { Reservation } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import type { PagedListQuery } from '../../lib/paging/use-paging';
import { reservationKeys } from './keys';

/** GET Reservations (Clerk): each with its component and loaner, including whether the loaner has overdue loans. */
export async function getReservations(query: PagedListQuery, signal?: AbortSignal) {
  return apiFetch<Reservation[]>('/Reservations', { query: { ...query }, signal });
}

export const reservationsQuery = (query: PagedListQuery) =>
  queryOptions({
    queryKey: reservationKeys.list(query),
    queryFn: ({ signal }) => getReservations(query, signal),
    placeholderData: keepPreviousData,
  });

export function useReservations(query: PagedListQuery) {
  return useQuery(reservationsQuery(query));
}
