import type { Lab, LabUpdate } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { labKeys } from './keys';

/** PUT Lab (Admin): the lab's name, the address its notices go to and its rules (a changed text: a new version). */
export async function updateLab(settings: LabUpdate): Promise<Lab> {
  return (await apiFetch<Lab>('/Lab', { method: 'PUT', body: settings })).data;
}

export function useUpdateLab() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: updateLab,
    onSuccess: (lab) => queryClient.setQueryData(labKeys.all, lab),
  });
}
