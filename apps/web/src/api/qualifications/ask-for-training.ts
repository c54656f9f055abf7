import type { TrainingRequest } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { qualificationKeys } from './keys';

/** POST Qualifications/{id}/requests (Loaner): ask the lab for the training; 409 when already asked or held. */
export async function askForTraining(qualificationId: number): Promise<TrainingRequest> {
  return (await apiFetch<TrainingRequest>(`/Qualifications/${qualificationId}/requests`, { method: 'POST' })).data;
}

export function useAskForTraining() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: askForTraining,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qualificationKeys.all }),
  });
}
