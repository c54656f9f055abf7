import type { PagedListQuery } from '../../lib/paging/use-paging';

const all = ['qualifications'] as const;

/** Every qualification query starts with `all`: an add, edit or delete refreshes the Admin's list and the forms' choice. */
export const qualificationKeys = {
  all,
  list: (query: PagedListQuery) => [...all, 'page', query] as const,
  /** Every qualification at once, for the forms that require them. */
  every: [...all, 'every'] as const,
};
