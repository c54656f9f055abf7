import type { AvailabilityQuery, DayAvailability } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { componentTypeKeys } from './keys';

/** GET ComponentTypes/{id}/availability: one entry per lab day of the period (both ends included), in order. */
export async function getAvailability(
  componentTypeId: number,
  period: AvailabilityQuery,
  signal?: AbortSignal,
): Promise<DayAvailability[]> {
  return (
    await apiFetch<DayAvailability[]>(`/ComponentTypes/${componentTypeId}/availability`, {
      query: { ...period },
      signal,
    })
  ).data;
}

export const availabilityByDayQuery = (componentTypeId: number, period: AvailabilityQuery) =>
  queryOptions({
    queryKey: componentTypeKeys.availability(componentTypeId, period),
    queryFn: ({ signal }) => getAvailability(componentTypeId, period, signal),
  });

export function useAvailability(componentTypeId: number, period: AvailabilityQuery) {
  return useQuery(availabilityByDayQuery(componentTypeId, period));
}
