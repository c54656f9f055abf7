import type { ExtensionDecision, ExtensionRequest } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateAll } from '../invalidate-all';
import { loanKeys } from '../loans/keys';
import { extensionKeys } from './keys';

export type ExtensionDecisionOf = ExtensionDecision & { extensionRequestId: number };

/** PUT Loans/extensions/{id} (Clerk, Admin): approve, or decline with a reason; 409 when approving breaks a booking. */
export async function decideExtension({ extensionRequestId, ...decision }: ExtensionDecisionOf) {
  return (
    await apiFetch<ExtensionRequest>(`/Loans/extensions/${extensionRequestId}`, { method: 'PUT', body: decision })
  ).data;
}

export function useDecideExtension() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: decideExtension,
    // Settled: a 409 or a request another Clerk decided first means the list on screen was out of date. An approval
    // moves the loan's return date.
    onSettled: () => invalidateAll(queryClient, [extensionKeys.all, loanKeys.all]),
  });
}
