import type { Reservation } from '@labstock/shared';
import { type UseMutationOptions, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';
import { askForRulesOnRefusal } from '../lab/rules-refusal';
import { reservationKeys } from './keys';

/** POST Reservations/{componentTypeId}: the server picks an available component (409 when none is left). */
export async function reserveComponentType(componentTypeId: number): Promise<Reservation> {
  return (await apiFetch<Reservation>(`/Reservations/${componentTypeId}`, { method: 'POST' })).data;
}

/**
 * `outcome` is told before the counts refresh, and even when the refreshed screen no longer shows the control that
 * reserved (the last unit gone, Reserve goes): a callback given to `mutate` would then never run.
 */
export function useReserveComponentType(
  outcome: Pick<UseMutationOptions<Reservation, Error, number>, 'onSuccess' | 'onError'>,
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...outcome,
    mutationFn: reserveComponentType,
    // Settled, not only on success: a 409 means the in-stock count on screen was out of date, or asks for the rules.
    onSettled: (_reservation, error) =>
      Promise.all([
        invalidateAll(queryClient, [componentTypeKeys.all, componentKeys.all, reservationKeys.all]),
        askForRulesOnRefusal(queryClient, error),
      ]),
  });
}
