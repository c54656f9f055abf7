import type { HandoutReservationRequest, Loan } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { componentsKey, invalidateAll, loansKey } from '../../lib/query-keys';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { reservationsQueryKey } from '../reservations/get-reservations';

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
    // The reservation leaves the list, a loan joins the loan lists and the component's status becomes Loaned.
    onSuccess: () => invalidateAll(queryClient, [reservationsQueryKey, loansKey, componentsKey]),
  });
}
