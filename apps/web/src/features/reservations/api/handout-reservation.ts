import type { HandoutReservationRequest, Loan } from '@labstock/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reservationsQueryKey } from './get-reservations';

/** Every list of loans: the hand-out adds one. */
const loansQueryKey = ['loans'] as const;

/**
 * POST Loans: the reservation becomes a loan until `handinDate`. The server refuses (409) a loaner with
 * overdue loans unless `force` is set.
 */
export async function handoutReservation(request: HandoutReservationRequest): Promise<Loan> {
  return (await apiFetch<Loan>('/Loans', { method: 'POST', body: request })).data;
}

export function useHandoutReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handoutReservation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reservationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: loansQueryKey }),
      ]),
  });
}
