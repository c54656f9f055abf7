import type { Grant } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { qualificationKeys } from './keys';

/** GET Loaners/{id}/qualifications (self, Clerk, Admin): the loaner's grants, expired ones too. */
export async function listGrants(loanerId: number, signal?: AbortSignal): Promise<Grant[]> {
  return (await apiFetch<Grant[]>(`/Loaners/${loanerId}/qualifications`, { signal })).data;
}

export const grantsQuery = (loanerId: number) =>
  queryOptions({
    queryKey: qualificationKeys.grantsOf(loanerId),
    queryFn: ({ signal }) => listGrants(loanerId, signal),
  });

export function useGrants(loanerId: number) {
  return useQuery(grantsQuery(loanerId));
}
