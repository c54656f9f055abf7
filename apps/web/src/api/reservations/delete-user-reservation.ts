import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { componentsKey, componentTypesKey, invalidateAll } from '../../lib/query-keys';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { userReservationsQueryKey } from './get-user-reservations';

/** DELETE Reservations/User/{id}: a Loaner cancels their own reservation (404 when not theirs). */
export async function deleteUserReservation(reservationId: number): Promise<void> {
  await apiFetch<void>(`/Reservations/User/${reservationId}`, { method: 'DELETE' });
}

export function useDeleteUserReservation() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteUserReservation,
    // The component is available again: the catalogue's counts and statuses change too.
    onSuccess: () => invalidateAll(queryClient, [userReservationsQueryKey, componentTypesKey, componentsKey]),
  });
}
