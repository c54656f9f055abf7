import type { Grant, GrantRequest } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { invalidateAll } from '../invalidate-all';
import { qualificationKeys } from './keys';

export type GrantRequestOf = GrantRequest & { loanerId: number };

/** POST Loaners/{id}/qualifications (Clerk, Admin): grant (again: renew) from a day, today unless given. */
export async function grantQualification({ loanerId, ...body }: GrantRequestOf): Promise<Grant> {
  return (await apiFetch<Grant>(`/Loaners/${loanerId}/qualifications`, { method: 'POST', body })).data;
}

export function useGrantQualification() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: grantQualification,
    // A grant closes nothing by itself, but what the loaner holds shows in their grants and in the types' details.
    onSuccess: () => invalidateAll(queryClient, [qualificationKeys.all, componentTypeKeys.all]),
  });
}
