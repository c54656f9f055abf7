import type { PagedListQuery } from '../../lib/paging/use-paging';

const all = ['loaners'] as const;

/** Every loaner query starts with `all` (the profile's own too), so one invalidation refreshes them all. */
export const loanerKeys = {
  all,
  list: (query: PagedListQuery) => [...all, 'list', query] as const,
  detail: (loanerId: number) => [...all, 'detail', loanerId] as const,
  /** The signed-in user's own loaner. */
  current: [...all, 'current'] as const,
  byAuId: (auId: string) => [...all, 'auid', auId] as const,
};
