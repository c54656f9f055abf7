import type { PagedListQuery } from '../../lib/paging/use-paging';
import { componentTypeKeys } from '../component-types/keys';

/** Waiting lists come by page only, without a search, as a Loaner's reservations do. */
export type WaitlistPage = Pick<PagedListQuery, 'pageNumber' | 'pageSize'>;

const all = ['waitlist'] as const;
const ownLists = [...all, 'own'] as const;
/**
 * Under the component types: every lending action that frees a unit hands it to the first in line, and every such
 * action already refreshes `componentTypeKeys.all`.
 */
const queues = [...componentTypeKeys.all, 'waitlist'] as const;

export const waitlistKeys = {
  /** The signed-in Loaner's own places, every page. */
  ownLists,
  ownList: (page: WaitlistPage) => [...ownLists, page] as const,
  /** Every type's queue as Clerks and Admins see it, every page. */
  queues,
  queue: (componentTypeId: number, page: WaitlistPage) => [...queues, componentTypeId, page] as const,
};
