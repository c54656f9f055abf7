import type { EmailLog } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, apiFetch } from '../../lib/api-client';
import { type EmailLogsPage, mailKeys } from './keys';

/** GET mail: one page of the e-mail log, with the total in the pagination header. */
export function getEmailLogs(page: EmailLogsPage, signal?: AbortSignal): Promise<ApiResult<EmailLog[]>> {
  return apiFetch<EmailLog[]>('/mail', { query: { ...page }, signal });
}

export const emailLogsQuery = (page: EmailLogsPage) =>
  queryOptions({
    queryKey: mailKeys.logsPage(page),
    queryFn: ({ signal }) => getEmailLogs(page, signal),
    placeholderData: keepPreviousData,
  });

export function useEmailLogs(page: EmailLogsPage) {
  return useQuery(emailLogsQuery(page));
}
