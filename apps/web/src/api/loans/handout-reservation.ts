import type { HandoutReservationRequest, Loan } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';
import { reservationKeys } from '../reservations/keys';
import { loanKeys } from './keys';

/**
 * POST Loans: the reservation becomes a loan until `handinDate`. The server refuses (409) a loaner with
 * overdue loans unless `force` is set.
 */
export async function handoutReservation(request: HandoutReservationRequest): Promise<Loan> {
  return (await apiFetch<Loan>('/Loans', { method: 'POST', body: request })).data;
}

export function useHandoutReservation() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: handoutReservation,
    // The reservation leaves the list, a loan joins the loan lists, the component's status becomes Loaned and the
    // type's availability by day follows the loan's return date instead of the pick-up day.
    onSuccess: () =>
      invalidateAll(queryClient, [reservationKeys.lists, loanKeys.all, componentKeys.all, componentTypeKeys.all]),
  });
}
