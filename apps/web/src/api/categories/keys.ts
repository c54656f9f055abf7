import type { PagedListQuery } from '../../lib/paging/use-paging';

const all = ['categories'] as const;

/** Every category query starts with `all`, the browse filter's list too: invalidating it refreshes them all. */
export const categoryKeys = {
  all,
  list: (query: PagedListQuery) => [...all, 'page', query] as const,
  /** Every category at once, for the filter and the form. */
  every: [...all, 'every'] as const,
};
