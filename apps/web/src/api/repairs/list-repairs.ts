import type { RepairTicket } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type RepairListQuery, repairKeys } from './keys';

/** GET Repairs (Clerk, Admin): a page of the repair tickets in the statuses asked for, oldest first. */
export async function listRepairs({ status, ...page }: RepairListQuery, signal?: AbortSignal) {
  return apiFetch<RepairTicket[]>('/Repairs', { query: { ...page, status: status && [...status] }, signal });
}

export const repairsQuery = (query: RepairListQuery) =>
  queryOptions({
    queryKey: repairKeys.list(query),
    queryFn: ({ signal }) => listRepairs(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRepairs(query: RepairListQuery) {
  return useQuery(repairsQuery(query));
}
