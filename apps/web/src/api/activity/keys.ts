/** The filters of the Activity screen; each one left out when unset. */
export interface ActivityFilter {
  loanerId?: number;
  componentTypeId?: number;
  /** yyyy-MM-dd, days of the lab's calendar, both included. */
  from?: string;
  to?: string;
}

export interface ActivityQuery extends ActivityFilter {
  pageNumber: number;
  pageSize: number;
}

const all = ['activity'] as const;

export const activityKeys = {
  all,
  list: (query: ActivityQuery) => [...all, 'list', query] as const,
};
