import type { Loaner } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { loanerKeys } from './keys';

/** GET Loaners/Loaner: the signed-in user's loaner. */
export async function getCurrentLoaner(signal?: AbortSignal): Promise<Loaner> {
  return (await apiFetch<Loaner>('/Loaners/Loaner', { signal })).data;
}

export const currentLoanerQuery = () =>
  queryOptions({ queryKey: loanerKeys.current, queryFn: ({ signal }) => getCurrentLoaner(signal) });

export function useCurrentLoaner(enabled = true) {
  return useQuery({ ...currentLoanerQuery(), enabled });
}
