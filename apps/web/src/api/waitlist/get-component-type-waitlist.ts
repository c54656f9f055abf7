import type { QueuedLoaner } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type WaitlistPage, waitlistKeys } from './keys';

/** GET ComponentTypes/{id}/waitlist (Clerk, Admin): the type's queue in order, with whom each place is for. */
export async function getComponentTypeWaitlist(componentTypeId: number, page: WaitlistPage, signal?: AbortSignal) {
  return apiFetch<QueuedLoaner[]>(`/ComponentTypes/${componentTypeId}/waitlist`, { query: { ...page }, signal });
}

export const componentTypeWaitlistQuery = (componentTypeId: number, { pageNumber, pageSize }: WaitlistPage) =>
  queryOptions({
    queryKey: waitlistKeys.queue(componentTypeId, { pageNumber, pageSize }),
    queryFn: ({ signal }) => getComponentTypeWaitlist(componentTypeId, { pageNumber, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

export function useComponentTypeWaitlist(componentTypeId: number, page: WaitlistPage) {
  return useQuery(componentTypeWaitlistQuery(componentTypeId, page));
}
