import { apiFetch } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** DELETE Loaners/{id}; the server refuses (409) while the loaner has loans or reservations. */
export async function deleteLoaner(loanerId: number): Promise<void> {
  await apiFetch<void>(`/Loaners/${loanerId}`, { method: 'DELETE' });
}

export function useDeleteLoaner() {
  return useSingleFlightMutation({ mutationFn: deleteLoaner });
}
