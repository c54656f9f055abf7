import type { CalendarFeed } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { calendarFeedKeys } from './keys';

/** POST Loaners/Loaner/calendar: a new feed address; the old one stops working at once. */
export async function renewCalendarFeed(): Promise<CalendarFeed> {
  return (await apiFetch<CalendarFeed>('/Loaners/Loaner/calendar', { method: 'POST' })).data;
}

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKeys.all, feed),
  });
}
