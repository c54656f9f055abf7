import type { PagedListQuery } from '../../lib/paging/use-paging';

/** Every loaner query starts with 'loaners' (the profile's own too), so one invalidation refreshes them all. */
export const loanersQueryKeys = {
  all: ['loaners'] as const,
  list: (query: PagedListQuery) => ['loaners', 'list', query] as const,
  one: (loanerId: number) => ['loaners', 'detail', loanerId] as const,
};
