import type { TrainingRequestStatus } from '@labstock/shared';
import type { PagedListQuery } from '../../lib/paging/use-paging';

/** The Clerk's list of training requests: one status's page, the oldest first (every status without one). */
export type TrainingRequestListQuery = Pick<PagedListQuery, 'pageNumber' | 'pageSize'> & {
  status?: TrainingRequestStatus;
};

const all = ['qualifications'] as const;

/**
 * Every qualification query starts with `all`: an add, edit or delete refreshes the Admin's list and the forms'
 * choice; a grant, a revocation or a decision refreshes the requests, the loaner's grants and, through the type's
 * details, whether the user holds what a type requires.
 */
export const qualificationKeys = {
  all,
  list: (query: PagedListQuery) => [...all, 'page', query] as const,
  /** Every qualification the lab defines, in name order, for the forms that require or grant them. */
  every: [...all, 'every'] as const,
  requests: (query: TrainingRequestListQuery) => [...all, 'requests', query] as const,
  grantsOf: (loanerId: number) => [...all, 'grants', loanerId] as const,
};
