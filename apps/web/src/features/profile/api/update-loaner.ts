import type { Loaner, LoanerUpdate } from '@labstock/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentLoanerQueryKey } from './get-current-loaner';

/** PUT Loaners with the full loaner. */
export async function updateLoaner(loaner: LoanerUpdate): Promise<Loaner> {
  return (await apiFetch<Loaner>('/Loaners', { method: 'PUT', body: loaner })).data;
}

export function useUpdateLoaner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoaner,
    onSuccess: (loaner) => queryClient.setQueryData(currentLoanerQueryKey, loaner),
  });
}
