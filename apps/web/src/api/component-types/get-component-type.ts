import type { ComponentType } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { componentTypeKeys } from './keys';

/** GET ComponentTypes/{id}: the details, with the categories and the image inline. */
export async function getComponentType(componentTypeId: number, signal?: AbortSignal): Promise<ComponentType> {
  return (await apiFetch<ComponentType>(`/ComponentTypes/${componentTypeId}`, { signal })).data;
}

export const componentTypeQuery = (componentTypeId: number) =>
  queryOptions({
    queryKey: componentTypeKeys.detail(componentTypeId),
    queryFn: ({ signal }) => getComponentType(componentTypeId, signal),
  });

export function useComponentType(componentTypeId: number) {
  return useQuery(componentTypeQuery(componentTypeId));
}

/**
 * A type's calibration interval in days, null when its units are not calibrated, from its details: a unit's row
 * shows beside them, so they are at hand. Null too until they arrive.
 */
export function useCalibrationInterval(componentTypeId: number): number | null {
  return (
    useQuery({ ...componentTypeQuery(componentTypeId), select: (type) => type.calibrationIntervalDays }).data ?? null
  );
}
