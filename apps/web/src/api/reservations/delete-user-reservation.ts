import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';
import { reservationKeys } from './keys';

/** DELETE Reservations/User/{id}: a Loaner cancels their own reservation (404 when not theirs). */
export async function deleteUserReservation(reservationId: number): Promise<void> {
  await apiFetch<void>(`/Reservations/User/${reservationId}`, { method: 'DELETE' });
}

export function useDeleteUserReservation() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteUserReservation,
    // The component is available again: the catalogue's counts and statuses change too.
    onSuccess: () => invalidateAll(queryClient, [reservationKeys.ownLists, componentTypeKeys.all, componentKeys.all]),
  });
}
