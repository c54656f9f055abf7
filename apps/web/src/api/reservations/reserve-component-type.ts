import type { Reservation } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';
import { reservationKeys } from './keys';

/** POST Reservations/{componentTypeId}: the server picks an available component (409 when none is left). */
export async function reserveComponentType(componentTypeId: number): Promise<Reservation> {
  return (await apiFetch<Reservation>(`/Reservations/${componentTypeId}`, { method: 'POST' })).data;
}

export function useReserveComponentType() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: reserveComponentType,
    // Settled, not only on success: a 409 means the in-stock count on screen was out of date.
    onSettled: () => invalidateAll(queryClient, [componentTypeKeys.all, componentKeys.all, reservationKeys.all]),
  });
}
