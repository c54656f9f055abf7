import type { CalibrationRequest, Component } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';

/** POST Component/{id}/calibrations (Clerk, Admin): the unit with its new calibration and due day. */
export async function recordCalibration(componentId: number, body: CalibrationRequest): Promise<Component> {
  return (await apiFetch<Component>(`/Component/${componentId}/calibrations`, { method: 'POST', body })).data;
}

export function useRecordCalibration(componentId: number) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: CalibrationRequest) => recordCalibration(componentId, body),
    // The unit's dates show in its inventory row, its history and the Calibration list (all under the components);
    // a unit lendable again changes its type's in-stock count and availability.
    onSuccess: () => invalidateAll(queryClient, [componentKeys.all, componentTypeKeys.all]),
  });
}
