import type { Qualification } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { invalidateAll } from '../invalidate-all';
import { qualificationKeys } from './keys';

/** POST Qualifications for id 0 (a new one), PUT Qualifications for an existing one (Admin); 409 on a taken name. */
export async function saveQualification(qualification: Qualification): Promise<Qualification> {
  const method = qualification.qualificationId === 0 ? 'POST' : 'PUT';
  return (await apiFetch<Qualification>('/Qualifications', { method, body: qualification })).data;
}

/** The types name what they require, so they refresh with the qualifications. */
export function useSaveQualification() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: saveQualification,
    onSuccess: () => invalidateAll(queryClient, [qualificationKeys.all, componentTypeKeys.all]),
  });
}
