import type { HandoutAvailableRequest, Loan } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateInventory } from '../components/invalidate-inventory';
import { loanKeys } from './keys';

/** POST Loans/available: lends an available component straight away (force when the loaner has overdue loans). */
export async function handoutAvailableComponent(request: HandoutAvailableRequest): Promise<Loan> {
  return (await apiFetch<Loan>('/Loans/available', { method: 'POST', body: request })).data;
}

export function useHandoutAvailableComponent(componentTypeId: number) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: handoutAvailableComponent,
    onSuccess: () =>
      Promise.all([
        invalidateInventory(queryClient, componentTypeId),
        queryClient.invalidateQueries({ queryKey: loanKeys.all }),
      ]),
  });
}
