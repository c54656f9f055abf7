import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { qualificationKeys } from './keys';

/** DELETE Qualifications/{id} (Admin), its grants too; the server refuses (409, with the reason) while it is required. */
export async function deleteQualification(qualificationId: number): Promise<void> {
  await apiFetch<void>(`/Qualifications/${qualificationId}`, { method: 'DELETE' });
}

export function useDeleteQualification() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteQualification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: qualificationKeys.all }),
  });
}
