import type { RepairTicket } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { repairKeys } from './keys';

/** GET Repairs/{id} (Clerk, Admin): a ticket with its fault reports and notes. */
export async function getRepair(repairTicketId: number, signal?: AbortSignal): Promise<RepairTicket> {
  return (await apiFetch<RepairTicket>(`/Repairs/${repairTicketId}`, { signal })).data;
}

/** The ticket as the list showed it until the server's own answer comes. */
export const repairQuery = (listed: RepairTicket) =>
  queryOptions({
    queryKey: repairKeys.detail(listed.repairTicketId),
    queryFn: ({ signal }) => getRepair(listed.repairTicketId, signal),
    placeholderData: listed,
  });

export function useRepair(listed: RepairTicket) {
  return useQuery(repairQuery(listed));
}
