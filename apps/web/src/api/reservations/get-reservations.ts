import type { Reservation } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import type { PagedListQuery } from '../../lib/paging/use-paging';
import { reservationsKey } from '../../lib/query-keys';

/** Every reservation waiting to be handed out, every page and search. */
export const reservationsQueryKey = [...reservationsKey, 'all'] as const;

/** GET Reservations (Clerk): each with its component and loaner, including whether the loaner has overdue loans. */
export async function getReservations(query: PagedListQuery, signal?: AbortSignal) {
  return apiFetch<Reservation[]>('/Reservations', { query: { ...query }, signal });
}

export function useReservations(query: PagedListQuery) {
  return useQuery({
    queryKey: [...reservationsQueryKey, query],
    queryFn: ({ signal }) => getReservations(query, signal),
    placeholderData: keepPreviousData,
  });
}
