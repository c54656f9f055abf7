import type { reminderResult } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateAll } from '../invalidate-all';
import { mailKeys } from './keys';

export type ReminderResult = z.infer<typeof reminderResult>;

/** POST mail/reminder: one e-mail per loaner with overdue loans; every attempt is logged. */
export async function sendReminder(): Promise<ReminderResult> {
  return (await apiFetch<ReminderResult>('/mail/reminder', { method: 'POST' })).data;
}

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: sendReminder,
    // Also after a failure: some e-mails may have gone out (and been logged) before it.
    onSettled: () => invalidateAll(queryClient, [mailKeys.logs, mailKeys.count]),
  });
}
