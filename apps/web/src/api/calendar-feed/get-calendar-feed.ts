import type { CalendarFeed } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { calendarFeedKeys } from './keys';

/** GET Loaners/Loaner/calendar: the address of the user's own calendar feed (made on the first asking). */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return (await apiFetch<CalendarFeed>('/Loaners/Loaner/calendar', { signal })).data;
}

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKeys.all,
    queryFn: ({ signal }) => getCalendarFeed(signal),
    // It changes only when the user renews it here.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery());
}
