import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { loanerKeys } from './keys';

/** DELETE Loaners/{id}; the server refuses (409) while the loaner has loans or reservations, or is the last Admin. */
export async function deleteLoaner(loanerId: number): Promise<void> {
  await apiFetch<void>(`/Loaners/${loanerId}`, { method: 'DELETE' });
}

/** An Admin's deletion of a user; the user lists load again. */
export function useDeleteLoaner() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteLoaner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanerKeys.all }),
  });
}

/** The user's deletion of their own loaner: nothing is refreshed, they are signed out next. */
export function useDeleteOwnLoaner() {
  return useSingleFlightMutation({ mutationFn: deleteLoaner });
}
