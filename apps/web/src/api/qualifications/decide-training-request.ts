import type { TrainingDecision, TrainingRequest } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { invalidateAll } from '../invalidate-all';
import { qualificationKeys } from './keys';

export type TrainingDecisionOf = TrainingDecision & { trainingRequestId: number };

/** PUT Qualifications/requests/{id} (Clerk, Admin): grant (the loaner holds it from today) or decline; 409 if closed. */
export async function decideTrainingRequest({ trainingRequestId, ...decision }: TrainingDecisionOf) {
  return (
    await apiFetch<TrainingRequest>(`/Qualifications/requests/${trainingRequestId}`, { method: 'PUT', body: decision })
  ).data;
}

export function useDecideTrainingRequest() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: decideTrainingRequest,
    // Settled: a 409 means another Clerk closed it first. A grant changes what the loaner holds.
    onSettled: () => invalidateAll(queryClient, [qualificationKeys.all, componentTypeKeys.all]),
  });
}
