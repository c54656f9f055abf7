import type { ExtensionStatus } from '@labstock/shared';
import type { PagedListQuery } from '../../lib/paging/use-paging';

/** The Clerk's list of extension requests: one status's page, the oldest first (every status without one). */
export type ExtensionListQuery = Pick<PagedListQuery, 'pageNumber' | 'pageSize'> & { status?: ExtensionStatus };

const all = ['extensions'] as const;

/** Every extension query starts with `all`: an ask or a decision refreshes the lists, the count and the outlooks. */
export const extensionKeys = {
  all,
  /** What one loan can be extended to, as the Extend dialog shows it. */
  outlook: (loanId: number) => [...all, 'outlook', loanId] as const,
  list: (query: ExtensionListQuery) => [...all, 'list', query] as const,
  /** How many requests wait for a Clerk: the Manage menu's badge. */
  pendingCount: [...all, 'pending-count'] as const,
};
