import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';
import { reservationKeys } from '../reservations/keys';
import { bookingKeys } from './keys';

/** DELETE Bookings/{id}: the booker cancels a booking before collection; its set-aside units are freed. */
export async function cancelBooking(bookingId: number): Promise<void> {
  await apiFetch<void>(`/Bookings/${bookingId}`, { method: 'DELETE' });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: cancelBooking,
    // A ready booking's units were held reservations: they go back on the shelf, and the availability grows.
    onSettled: () =>
      invalidateAll(queryClient, [bookingKeys.all, reservationKeys.all, componentTypeKeys.all, componentKeys.all]),
  });
}
