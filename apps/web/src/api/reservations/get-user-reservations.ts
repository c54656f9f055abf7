import type { Reservation } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import type { PagedListQuery } from '../../lib/paging/use-paging';
import { reservationsKey } from '../../lib/query-keys';

/** The Loaner's own reservations, every page. */
export const userReservationsQueryKey = [...reservationsKey, 'user'] as const;

type PageQuery = Pick<PagedListQuery, 'pageNumber' | 'pageSize'>;

/** GET Reservations/User: the signed-in Loaner's own reservations (spec §7: page only, no search). */
export async function getUserReservations(query: PageQuery, signal?: AbortSignal) {
  return apiFetch<Reservation[]>('/Reservations/User', { query: { ...query }, signal });
}

export function useUserReservations({ pageNumber, pageSize }: PageQuery) {
  return useQuery({
    queryKey: [...userReservationsQueryKey, { pageNumber, pageSize }],
    queryFn: ({ signal }) => getUserReservations({ pageNumber, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}
