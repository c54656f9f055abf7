import type { Booking, BookingRequest } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { invalidateAll } from '../invalidate-all';
import { askForRulesOnRefusal } from '../lab/rules-refusal';
import { bookingKeys } from './keys';

/** POST Bookings: `quantity` units of a type on every lab day of the period; 409 when some day cannot give them. */
export async function createBooking(request: BookingRequest): Promise<Booking> {
  return (await apiFetch<Booking>('/Bookings', { method: 'POST', body: request })).data;
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: createBooking,
    // Settled, not only on success: a 409 means the availability on screen was out of date. A Loaner's own booking
    // refused for the rules asks for them; a Clerk's for another loaner does not.
    onSettled: (_booking, error, request) =>
      Promise.all([
        invalidateAll(queryClient, [componentTypeKeys.all, bookingKeys.all]),
        request.loanerId === undefined && askForRulesOnRefusal(queryClient, error),
      ]),
  });
}
