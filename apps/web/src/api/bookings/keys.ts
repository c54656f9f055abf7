import type { BookingStatus } from '@labstock/shared';
import type { PagedListQuery } from '../../lib/paging/use-paging';

/** The user's own bookings come by page only, without a search, as their reservations do. */
export type OwnBookingsPage = Pick<PagedListQuery, 'pageNumber' | 'pageSize'>;

const all = ['bookings'] as const;
const ownLists = [...all, 'own'] as const;
const lists = [...all, 'list'] as const;

/** The Clerk's list: a page of the bookings in these statuses (none: every status), optionally only those at risk. */
/** The Clerk's list: by status, at risk or not, and one loaner's only (the counter's). */
export type BookingListQuery = PagedListQuery & { status: BookingStatus[]; atRisk?: boolean; loanerId?: number };

export const bookingKeys = {
  /** Every booking list. */
  all,
  /** The signed-in user's own bookings, every page. */
  ownLists,
  ownList: (page: OwnBookingsPage) => [...ownLists, page] as const,
  /** The Clerk's lists of every loaner's bookings, every filter, page and search. */
  lists,
  list: (query: BookingListQuery) => [...lists, query] as const,
};
