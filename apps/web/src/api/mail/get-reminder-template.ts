import type { reminderTemplate } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { mailQueryKeys } from './keys';

export type ReminderTemplate = z.infer<typeof reminderTemplate>;

/** GET mail/reminder/template: the overdue reminder as written, before it is filled in per loaner. */
export async function getReminderTemplate(signal?: AbortSignal): Promise<ReminderTemplate> {
  return (await apiFetch<ReminderTemplate>('/mail/reminder/template', { signal })).data;
}

export function useReminderTemplate() {
  return useQuery({ queryKey: mailQueryKeys.template, queryFn: ({ signal }) => getReminderTemplate(signal) });
}
