import type { PagedListQuery } from '../../lib/paging/use-paging';

/** Waiting lists come by page only, without a search, as a Loaner's reservations do. */
export type WaitlistPage = Pick<PagedListQuery, 'pageNumber' | 'pageSize'>;

const all = ['waitlist'] as const;
const ownLists = [...all, 'own'] as const;
const queues = [...all, 'queue'] as const;

export const waitlistKeys = {
  /** Every waiting list query: the Loaner's own places and the Clerk's queues. */
  all,
  /** The signed-in Loaner's own places, every page. */
  ownLists,
  ownList: (page: WaitlistPage) => [...ownLists, page] as const,
  /** A page of one type's queue as Clerks and Admins see it. */
  queue: (componentTypeId: number, page: WaitlistPage) => [...queues, componentTypeId, page] as const,
};
