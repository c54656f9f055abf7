import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';
import { reservationKeys } from './keys';

/** DELETE Reservations/{id} (Clerk): the reserved component becomes available again. */
export async function deleteReservation(reservationId: number): Promise<void> {
  await apiFetch<void>(`/Reservations/${reservationId}`, { method: 'DELETE' });
}

export function useDeleteReservation() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteReservation,
    // The component is available again: the catalogue's counts and statuses change too.
    onSuccess: () => invalidateAll(queryClient, [reservationKeys.lists, componentTypeKeys.all, componentKeys.all]),
  });
}
