import type { ActivityEntry } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, apiFetch } from '../../lib/api-client';
import { type ActivityQuery, activityKeys } from './keys';

/** GET Activity: one page of the activity log, newest first. */
export function getActivity(query: ActivityQuery, signal?: AbortSignal): Promise<ApiResult<ActivityEntry[]>> {
  return apiFetch<ActivityEntry[]>('/Activity', { query: { ...query }, signal });
}

export const activityQuery = (query: ActivityQuery) =>
  queryOptions({
    queryKey: activityKeys.list(query),
    queryFn: ({ signal }) => getActivity(query, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled` is false while a filter is still being resolved (the user of a typed AU id). */
export function useActivity(query: ActivityQuery, enabled: boolean) {
  return useQuery({ ...activityQuery(query), enabled });
}
