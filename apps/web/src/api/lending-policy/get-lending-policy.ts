import type { LendingPolicy } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { lendingPolicyKeys } from './keys';

/** GET Loans/policy: the lending limits an Admin sets (LENDING.md "Limits"), for every signed-in user. */
export async function getLendingPolicy(signal?: AbortSignal): Promise<LendingPolicy> {
  return (await apiFetch<LendingPolicy>('/Loans/policy', { signal })).data;
}

export const lendingPolicyQuery = () =>
  queryOptions({
    queryKey: lendingPolicyKeys.all,
    queryFn: ({ signal }) => getLendingPolicy(signal),
  });

export function useLendingPolicy() {
  return useQuery(lendingPolicyQuery());
}
