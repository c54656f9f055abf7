import type { CalibrationDueComponent } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type CalibrationsDuePage, calibrationKeys } from './keys';

/**
 * GET Calibrations/due (Clerk, Admin): a page of the units in the lab due within `withinDays`, overdue or never
 * calibrated, soonest due first.
 */
export async function getCalibrationsDue(query: CalibrationsDuePage, signal?: AbortSignal) {
  return apiFetch<CalibrationDueComponent[]>('/Calibrations/due', { query: { ...query }, signal });
}

export const calibrationsDueQuery = (query: CalibrationsDuePage) =>
  queryOptions({
    queryKey: calibrationKeys.due(query),
    queryFn: ({ signal }) => getCalibrationsDue(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCalibrationsDue(query: CalibrationsDuePage) {
  return useQuery(calibrationsDueQuery(query));
}
