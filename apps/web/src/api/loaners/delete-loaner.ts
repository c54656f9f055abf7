import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { loanersQueryKeys } from './loaners-query-keys';

/** DELETE Loaners/{id}; the server refuses (409) while the loaner has loans or reservations, or is the last Admin. */
export async function deleteLoaner(loanerId: number): Promise<void> {
  await apiFetch<void>(`/Loaners/${loanerId}`, { method: 'DELETE' });
}

export function useDeleteLoaner() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteLoaner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanersQueryKeys.all }),
  });
}
