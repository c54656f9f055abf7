import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateAll } from '../invalidate-all';
import { waitlistKeys } from './keys';

/** DELETE Waitlist/{id}: a Loaner leaves a queue, or a Clerk or Admin removes someone from it; those behind move up. */
export async function leaveWaitlist(waitlistEntryId: number): Promise<void> {
  await apiFetch<void>(`/Waitlist/${waitlistEntryId}`, { method: 'DELETE' });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => invalidateAll(queryClient, [waitlistKeys.ownLists, waitlistKeys.queues]),
  });
}
