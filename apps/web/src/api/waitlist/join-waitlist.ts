import type { WaitlistEntry } from '@labstock/shared';
import { type UseMutationOptions, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { invalidateAll } from '../invalidate-all';
import { askForRulesOnRefusal } from '../lab/rules-refusal';
import { waitlistKeys } from './keys';

/**
 * POST Waitlist/{componentTypeId}: the Loaner takes the last place in the type's queue; the answer holds the position.
 * 409 when a unit can be reserved now, when already waiting, or at the reservation limit.
 */
export async function joinWaitlist(componentTypeId: number): Promise<WaitlistEntry> {
  return (await apiFetch<WaitlistEntry>(`/Waitlist/${componentTypeId}`, { method: 'POST' })).data;
}

/**
 * What the caller does with the answer. Given here rather than to `mutate`: the refetch that follows puts the place
 * in line where the Join button was, and a callback of `mutate` does not run once its button is gone.
 */
export type JoinWaitlistHandlers = Pick<UseMutationOptions<WaitlistEntry, Error, number>, 'onSuccess' | 'onError'>;

export function useJoinWaitlist(handlers: JoinWaitlistHandlers = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...handlers,
    mutationFn: joinWaitlist,
    // Settled, not only on success: a 409 may mean a unit came in stock meanwhile, so Reserve is back. The type's
    // queue, under the component types, grows. A refusal for the rules asks for them.
    onSettled: (_entry, error) =>
      Promise.all([
        invalidateAll(queryClient, [waitlistKeys.ownLists, componentTypeKeys.all]),
        askForRulesOnRefusal(queryClient, error),
      ]),
  });
}
