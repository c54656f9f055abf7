import type { Loaner, LoanerUpdate } from '@labstock/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { loanersQueryKeys } from './loaners-query-keys';

/** PUT Loaners with the full loaner; the server honours the roles because an Admin sends them. */
export async function updateLoaner(loaner: LoanerUpdate): Promise<Loaner> {
  return (await apiFetch<Loaner>('/Loaners', { method: 'PUT', body: loaner })).data;
}

export function useUpdateLoaner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoaner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanersQueryKeys.all }),
  });
}
