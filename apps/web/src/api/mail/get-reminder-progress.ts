import type { ReminderRun } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { mailKeys } from './keys';

/** How often the Emails screen asks while a reminder run sends. */
const RUN_POLL_MS = 1000;

/** GET mail/reminder/progress: the latest reminder run, sending or finished; null before the first. */
export async function getReminderProgress(signal?: AbortSignal): Promise<ReminderRun | null> {
  return (await apiFetch<ReminderRun | null>('/mail/reminder/progress', { signal })).data;
}

/** The latest run, asked again every second while it sends (whoever started it, on whichever server). */
export const reminderProgressQuery = () =>
  queryOptions({
    queryKey: mailKeys.progress,
    queryFn: ({ signal }) => getReminderProgress(signal),
    refetchInterval: (query) => (query.state.data && !query.state.data.finished ? RUN_POLL_MS : false),
  });

export function useReminderProgress() {
  return useQuery(reminderProgressQuery());
}
