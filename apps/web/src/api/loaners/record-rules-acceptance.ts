import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { loanerKeys } from './keys';

export interface RulesAcceptanceOnPaper {
  loanerId: number;
  version: number;
}

/** POST Loaners/{id}/rules (Clerk, Admin): the loaner accepted this version of the lab's rules on paper. */
export async function recordRulesAcceptance({ loanerId, version }: RulesAcceptanceOnPaper): Promise<void> {
  await apiFetch<void>(`/Loaners/${loanerId}/rules`, { method: 'POST', body: { version } });
}

/** The lists and details of loaners show the acceptance; the counter updates the loaner it found itself. */
export function useRecordRulesAcceptance() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: recordRulesAcceptance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanerKeys.all }),
  });
}
