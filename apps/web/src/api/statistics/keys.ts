import type { BookedAheadSortColumn, FullyBookedSortColumn, NeverBookedSortColumn } from '@labstock/shared';
import type { PagedListQuery } from '../../lib/paging/use-paging';

/** A statistics list comes by page, without a search. */
type StatisticsPage = Pick<PagedListQuery, 'pageNumber' | 'pageSize'>;

/** The fully booked list by page, sorted by the server. */
export type FullyBookedPage = StatisticsPage & { sortBy: FullyBookedSortColumn; descending: boolean };
/** The never-booked list by page, sorted by the server, since `date` (yyyy-MM-dd). */
export type NeverBookedPage = { date: string } & StatisticsPage & {
    sortBy: NeverBookedSortColumn;
    descending: boolean;
  };
/** The booked-ahead list by page for the lab days looked ahead, sorted by the server. */
export type BookedAheadPage = StatisticsPage & { days: number; sortBy: BookedAheadSortColumn; descending: boolean };

const all = ['statistics'] as const;

export const statisticsKeys = {
  all,
  fullyBooked: (query: FullyBookedPage) => [...all, 'booked', query] as const,
  neverBooked: (query: NeverBookedPage) => [...all, 'neverbooked', query] as const,
  bookedAhead: (query: BookedAheadPage) => [...all, 'bookedahead', query] as const,
  /** The repair and calibration figures, which a repair ticket's step or a calibration changes. */
  upkeep: [...all, 'upkeep'] as const,
};
