import type { reminderTemplate } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { mailKeys } from './keys';

export type ReminderTemplate = z.infer<typeof reminderTemplate>;

/** GET mail/reminder/template: the overdue reminder as written, before it is filled in per loaner. */
export async function getReminderTemplate(signal?: AbortSignal): Promise<ReminderTemplate> {
  return (await apiFetch<ReminderTemplate>('/mail/reminder/template', { signal })).data;
}

export const reminderTemplateQuery = () =>
  queryOptions({ queryKey: mailKeys.template, queryFn: ({ signal }) => getReminderTemplate(signal) });

export function useReminderTemplate() {
  return useQuery(reminderTemplateQuery());
}
