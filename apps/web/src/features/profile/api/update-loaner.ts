import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateLoaner } from '../../../lib/loaner-update';
import { currentLoanerQueryKey } from './get-current-loaner';

/** Saves the signed-in Loaner's own profile; the answer replaces the cached current loaner. */
export function useUpdateLoaner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoaner,
    onSuccess: (loaner) => queryClient.setQueryData(currentLoanerQueryKey, loaner),
  });
}
