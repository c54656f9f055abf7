import type { PagedListQuery } from '../../lib/paging/use-paging';
import { componentKeys } from '../components/keys';

/** The Calibration list comes by page, without a search, for units due within `withinDays` of the lab's today. */
export type CalibrationsDuePage = Pick<PagedListQuery, 'pageNumber' | 'pageSize'> & { withinDays: number };

/**
 * Under the components: the list shows units, and what changes a unit (a hand-out takes it out of the lab, a
 * calibration moves its due day) already refreshes `componentKeys.all`.
 */
export const calibrationKeys = {
  due: (query: CalibrationsDuePage) => [...componentKeys.all, 'calibrations-due', query] as const,
};
