import type { Reservation } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type OwnReservationsPage, reservationKeys } from './keys';

/** GET Reservations/User: the signed-in Loaner's own reservations (spec §7: page only, no search). */
export async function getUserReservations(page: OwnReservationsPage, signal?: AbortSignal) {
  return apiFetch<Reservation[]>('/Reservations/User', { query: { ...page }, signal });
}

export const userReservationsQuery = ({ pageNumber, pageSize }: OwnReservationsPage) =>
  queryOptions({
    queryKey: reservationKeys.ownList({ pageNumber, pageSize }),
    queryFn: ({ signal }) => getUserReservations({ pageNumber, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

export function useUserReservations(page: OwnReservationsPage) {
  return useQuery(userReservationsQuery(page));
}
