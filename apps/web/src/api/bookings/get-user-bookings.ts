import type { Booking } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { bookingKeys, type OwnBookingsPage } from './keys';

/** GET Bookings/User: the signed-in user's own bookings ahead, by page. */
export async function getUserBookings(page: OwnBookingsPage, signal?: AbortSignal) {
  return apiFetch<Booking[]>('/Bookings/User', { query: { ...page }, signal });
}

export const userBookingsQuery = ({ pageNumber, pageSize }: OwnBookingsPage) =>
  queryOptions({
    queryKey: bookingKeys.ownList({ pageNumber, pageSize }),
    queryFn: ({ signal }) => getUserBookings({ pageNumber, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

export function useUserBookings(page: OwnBookingsPage) {
  return useQuery(userBookingsQuery(page));
}
