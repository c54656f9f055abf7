import type { Loaner, LoanerUpdate } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { loanerKeys } from './keys';

/** PUT Loaners with the full loaner: the Loaner's own profile, or any user's by an Admin (whose roles the server honours). */
export async function updateLoaner(loaner: LoanerUpdate): Promise<Loaner> {
  return (await apiFetch<Loaner>('/Loaners', { method: 'PUT', body: loaner })).data;
}

/** An Admin's edit of a user; the user lists load again. */
export function useUpdateLoaner() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: updateLoaner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanerKeys.all }),
  });
}

/** Saves the signed-in Loaner's own profile; the answer replaces the cached current loaner. */
export function useUpdateOwnLoaner() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: updateLoaner,
    onSuccess: (loaner) => queryClient.setQueryData(loanerKeys.current, loaner),
  });
}
