import type { FullyBookedRow } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

export const fullyBookedQueryKey = ['statistics', 'booked'] as const;

/** GET ComponentTypes/booked: types with components but none available, counted per status. */
export async function getFullyBooked(signal?: AbortSignal): Promise<FullyBookedRow[]> {
  return (await apiFetch<FullyBookedRow[]>('/ComponentTypes/booked', { signal })).data;
}

export function useFullyBooked() {
  return useQuery({ queryKey: fullyBookedQueryKey, queryFn: ({ signal }) => getFullyBooked(signal) });
}
