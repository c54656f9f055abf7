import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateLoaner } from '../../../lib/loaner-update';
import { loanersQueryKeys } from './loaners-query-keys';

/** An Admin's edit of a user; the user lists load again. */
export function useUpdateLoaner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoaner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanersQueryKeys.all }),
  });
}
