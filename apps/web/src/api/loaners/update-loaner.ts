import { useQueryClient } from '@tanstack/react-query';
import { updateLoaner } from '../../lib/loaner-update';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { currentLoanerQueryKey } from './get-current-loaner';
import { loanersQueryKeys } from './keys';

/** An Admin's edit of a user; the user lists load again. */
export function useUpdateLoaner() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: updateLoaner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanersQueryKeys.all }),
  });
}

/** Saves the signed-in Loaner's own profile; the answer replaces the cached current loaner. */
export function useUpdateOwnLoaner() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: updateLoaner,
    onSuccess: (loaner) => queryClient.setQueryData(currentLoanerQueryKey, loaner),
  });
}
