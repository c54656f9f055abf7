import { useQueryClient } from '@tanstack/react-query';
import { updateLoaner } from '../../../lib/loaner-update';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { loanersQueryKeys } from './loaners-query-keys';

/** An Admin's edit of a user; the user lists load again. */
export function useUpdateLoaner() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: updateLoaner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanersQueryKeys.all }),
  });
}
