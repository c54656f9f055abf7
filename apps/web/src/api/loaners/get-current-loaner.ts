import type { Loaner } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

export const currentLoanerQueryKey = ['loaners', 'current'] as const;

/** GET Loaners/Loaner: the signed-in user's loaner. */
export async function getCurrentLoaner(signal?: AbortSignal): Promise<Loaner> {
  return (await apiFetch<Loaner>('/Loaners/Loaner', { signal })).data;
}

export function useCurrentLoaner(enabled = true) {
  return useQuery({ queryKey: currentLoanerQueryKey, queryFn: ({ signal }) => getCurrentLoaner(signal), enabled });
}
