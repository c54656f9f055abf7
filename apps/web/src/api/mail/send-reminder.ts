import type { ReminderRun } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateAll } from '../invalidate-all';
import { mailKeys } from './keys';

/**
 * POST mail/reminder: starts the run of one e-mail per loaner with overdue loans; every attempt is logged. It
 * answers the finished run, or a run still sending that the progress query then follows.
 */
export async function sendReminder(): Promise<ReminderRun> {
  return (await apiFetch<ReminderRun>('/mail/reminder', { method: 'POST' })).data;
}

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: sendReminder,
    // Also after a failure: some e-mails may have gone out (and been logged) before it, or another run sends.
    onSettled: () => invalidateAll(queryClient, [mailKeys.logs, mailKeys.count, mailKeys.progress]),
  });
}
