import type { PagedListQuery } from '../../lib/paging/use-paging';

/** The booked-ahead list comes by page, without a search, for the lab days looked ahead. */
export type BookedAheadPage = Pick<PagedListQuery, 'pageNumber' | 'pageSize'> & { days: number };

const all = ['statistics'] as const;

export const statisticsKeys = {
  all,
  fullyBooked: [...all, 'booked'] as const,
  /** `date` is yyyy-MM-dd. */
  neverBooked: (date: string) => [...all, 'neverbooked', date] as const,
  bookedAhead: (query: BookedAheadPage) => [...all, 'bookedahead', query] as const,
};
