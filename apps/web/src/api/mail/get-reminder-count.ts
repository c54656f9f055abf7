import type { reminderCount } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { mailKeys } from './keys';

/** GET mail/reminder/count: how many loaners a reminder would go to now. */
export async function getReminderCount(signal?: AbortSignal): Promise<number> {
  return (await apiFetch<z.infer<typeof reminderCount>>('/mail/reminder/count', { signal })).data.count;
}

export const reminderCountQuery = () =>
  queryOptions({ queryKey: mailKeys.count, queryFn: ({ signal }) => getReminderCount(signal) });

export function useReminderCount() {
  return useQuery(reminderCountQuery());
}
