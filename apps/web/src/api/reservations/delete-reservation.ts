import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { componentsKey, componentTypesKey, invalidateAll } from '../../lib/query-keys';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { reservationsQueryKey } from './get-reservations';

/** DELETE Reservations/{id} (Clerk): the reserved component becomes available again. */
export async function deleteReservation(reservationId: number): Promise<void> {
  await apiFetch<void>(`/Reservations/${reservationId}`, { method: 'DELETE' });
}

export function useDeleteReservation() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteReservation,
    // The component is available again: the catalogue's counts and statuses change too.
    onSuccess: () => invalidateAll(queryClient, [reservationsQueryKey, componentTypesKey, componentsKey]),
  });
}
