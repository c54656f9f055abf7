import type { Loaner } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { labKeys } from '../lab/keys';
import { loanerKeys } from './keys';

/** POST Loaners/Loaner/rules: the signed-in Loaner accepts the version of the lab's rules they read; 409 when not current. */
export async function acceptRules(version: number): Promise<void> {
  await apiFetch<void>('/Loaners/Loaner/rules', { method: 'POST', body: { version } });
}

export function useAcceptRules() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: acceptRules,
    onSuccess: (_answer, version) =>
      queryClient.setQueryData<Loaner>(loanerKeys.current, (loaner) =>
        loaner ? { ...loaner, rulesAcceptedVersion: version } : loaner,
      ),
    // A refusal means the rules changed since they were read: the dialog shows the new ones.
    onError: () => queryClient.invalidateQueries({ queryKey: labKeys.all }),
  });
}
