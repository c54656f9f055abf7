import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** DELETE Loaners/{id}; the server refuses (409) while the loaner has loans or reservations. */
export async function deleteLoaner(loanerId: number): Promise<void> {
  await apiFetch<void>(`/Loaners/${loanerId}`, { method: 'DELETE' });
}

export function useDeleteLoaner() {
  return useMutation({ mutationFn: deleteLoaner });
}
