import type { NeverBookedRow } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

export const neverBookedQueryKey = (date: string) => ['statistics', 'neverbooked', date] as const;

/** GET ComponentTypes/neverbooked: types none of whose components has been booked since `date` (yyyy-MM-dd). */
export async function getNeverBooked(date: string, signal?: AbortSignal): Promise<NeverBookedRow[]> {
  return (await apiFetch<NeverBookedRow[]>('/ComponentTypes/neverbooked', { query: { date }, signal })).data;
}

export function useNeverBooked(date: string) {
  return useQuery({
    queryKey: neverBookedQueryKey(date),
    queryFn: ({ signal }) => getNeverBooked(date, signal),
    placeholderData: keepPreviousData,
  });
}
