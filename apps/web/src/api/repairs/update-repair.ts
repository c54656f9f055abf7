import type { RepairTicket, RepairUpdate } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';
import { reservationKeys } from '../reservations/keys';
import { statisticsKeys } from '../statistics/keys';
import { repairKeys } from './keys';

export type RepairUpdateOf = RepairUpdate & { repairTicketId: number };

/** PUT Repairs/{id} (Clerk, Admin): a note, a cost, a step; 409 on a step its status does not allow. */
export async function updateRepair({ repairTicketId, ...update }: RepairUpdateOf): Promise<RepairTicket> {
  return (await apiFetch<RepairTicket>(`/Repairs/${repairTicketId}`, { method: 'PUT', body: update })).data;
}

/**
 * Settled, not only on success: a 409 means the ticket on screen was out of date. Every change is in the unit's
 * history; Fixed makes the unit Available and serves its type's waiting list (a reservation), Scrapped trashes it,
 * and both change the repair figures.
 */
export function useUpdateRepair(componentTypeId: number) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: updateRepair,
    onSuccess: (ticket) => queryClient.setQueryData(repairKeys.detail(ticket.repairTicketId), ticket),
    onSettled: () =>
      invalidateAll(queryClient, [
        repairKeys.all,
        componentKeys.ofType(componentTypeId),
        componentTypeKeys.all,
        reservationKeys.all,
        statisticsKeys.all,
      ]),
  });
}
