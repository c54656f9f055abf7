import type { Booking } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type BookingListQuery, bookingKeys } from './keys';

/** GET Bookings (Clerk, Admin): every loaner's bookings, the statuses as repeated `status`, by page and search. */
export async function listBookings(query: BookingListQuery, signal?: AbortSignal) {
  return apiFetch<Booking[]>('/Bookings', { query: { ...query }, signal });
}

export const bookingsQuery = (query: BookingListQuery) =>
  queryOptions({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) => listBookings(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBookings(query: BookingListQuery) {
  return useQuery(bookingsQuery(query));
}
