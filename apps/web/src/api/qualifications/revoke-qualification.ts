import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { invalidateAll } from '../invalidate-all';
import { qualificationKeys } from './keys';

export interface RevokeOf {
  loanerId: number;
  qualificationId: number;
}

/** DELETE Loaners/{id}/qualifications/{qualificationId} (Clerk, Admin); 404 when the loaner does not hold it. */
export async function revokeQualification({ loanerId, qualificationId }: RevokeOf): Promise<void> {
  await apiFetch(`/Loaners/${loanerId}/qualifications/${qualificationId}`, { method: 'DELETE' });
}

export function useRevokeQualification() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: revokeQualification,
    // Settled: a 404 means the list on screen was out of date.
    onSettled: () => invalidateAll(queryClient, [qualificationKeys.all, componentTypeKeys.all]),
  });
}
