import type { PagedListQuery } from '../../lib/paging/use-paging';

/** A Loaner's own reservations come by page only, without a search (spec §7). */
export type OwnReservationsPage = Pick<PagedListQuery, 'pageNumber' | 'pageSize'>;

const all = ['reservations'] as const;
const lists = [...all, 'list'] as const;
const ownLists = [...all, 'own'] as const;

export const reservationKeys = {
  /** Every reservation list, the Clerk's and the Loaner's own. */
  all,
  /** The Clerk's list of every reservation waiting to be handed out, every page and search. */
  lists,
  list: (query: PagedListQuery) => [...lists, query] as const,
  /** The signed-in Loaner's own reservations, every page. */
  ownLists,
  ownList: (page: OwnReservationsPage) => [...ownLists, page] as const,
};
