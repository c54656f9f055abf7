import type { ActivityEntry } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiResult, apiFetch } from '../../lib/api-client';

/** The filters of the Activity screen; each one left out when unset. */
export interface ActivityFilter {
  loanerId?: number;
  componentTypeId?: number;
  /** yyyy-MM-dd, days of the lab's calendar, both included. */
  from?: string;
  to?: string;
}

export interface ActivityQuery extends ActivityFilter {
  pageNumber: number;
  pageSize: number;
}

/** GET Activity: one page of the activity log, newest first. */
export function getActivity(query: ActivityQuery, signal?: AbortSignal): Promise<ApiResult<ActivityEntry[]>> {
  return apiFetch<ActivityEntry[]>('/Activity', { query: { ...query }, signal });
}

/** `enabled` is false while a filter is still being resolved (the user of a typed AU id). */
export function useActivity(query: ActivityQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['activity', query],
    queryFn: ({ signal }) => getActivity(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
