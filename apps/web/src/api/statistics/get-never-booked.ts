import type { NeverBookedRow } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { statisticsKeys } from './keys';

/** GET ComponentTypes/neverbooked: types none of whose components has been booked since `date` (yyyy-MM-dd). */
export async function getNeverBooked(date: string, signal?: AbortSignal): Promise<NeverBookedRow[]> {
  return (await apiFetch<NeverBookedRow[]>('/ComponentTypes/neverbooked', { query: { date }, signal })).data;
}

export const neverBookedQuery = (date: string) =>
  queryOptions({
    queryKey: statisticsKeys.neverBooked(date),
    queryFn: ({ signal }) => getNeverBooked(date, signal),
    placeholderData: keepPreviousData,
  });

export function useNeverBooked(date: string) {
  return useQuery(neverBookedQuery(date));
}
