import type { PagedListQuery } from '../../lib/paging/use-paging';

/** The user's own bookings come by page only, without a search, as their reservations do. */
export type OwnBookingsPage = Pick<PagedListQuery, 'pageNumber' | 'pageSize'>;

const all = ['bookings'] as const;
const ownLists = [...all, 'own'] as const;

export const bookingKeys = {
  /** Every booking list. */
  all,
  /** The signed-in user's own bookings, every page. */
  ownLists,
  ownList: (page: OwnBookingsPage) => [...ownLists, page] as const,
};
