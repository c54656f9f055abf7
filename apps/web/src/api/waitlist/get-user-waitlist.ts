import { MAX_PAGE_SIZE, type WaitlistEntry } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type WaitlistPage, waitlistKeys } from './keys';

/** GET Waitlist/User: the signed-in Loaner's places in waiting lists, each with the position the server counted. */
export async function getUserWaitlist(page: WaitlistPage, signal?: AbortSignal) {
  return apiFetch<WaitlistEntry[]>('/Waitlist/User', { query: { ...page }, signal });
}

export const userWaitlistQuery = ({ pageNumber, pageSize }: WaitlistPage) =>
  queryOptions({
    queryKey: waitlistKeys.ownList({ pageNumber, pageSize }),
    queryFn: ({ signal }) => getUserWaitlist({ pageNumber, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

export function useUserWaitlist(page: WaitlistPage) {
  return useQuery(userWaitlistQuery(page));
}

/**
 * Every place of the Loaner at once, for a type's details and the reservation limit: a Loaner holds at most
 * `maxOpenReservations` places, far fewer than a page of MAX_PAGE_SIZE.
 */
export function useAllUserWaitlist() {
  return useUserWaitlist({ pageNumber: 1, pageSize: MAX_PAGE_SIZE });
}
