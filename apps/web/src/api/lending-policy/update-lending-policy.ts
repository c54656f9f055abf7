import type { LendingPolicy } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { lendingPolicyKeys } from './keys';

/** PUT Loans/policy (Admin): the lending limits; they hold for what is asked from now on. */
export async function updateLendingPolicy(policy: LendingPolicy): Promise<LendingPolicy> {
  return (await apiFetch<LendingPolicy>('/Loans/policy', { method: 'PUT', body: policy })).data;
}

export function useUpdateLendingPolicy() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: updateLendingPolicy,
    // Every form that shows the limits (Book ahead, say) reads the saved ones from now on.
    onSuccess: (policy) => queryClient.setQueryData(lendingPolicyKeys.all, policy),
  });
}
