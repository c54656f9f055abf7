import type { RepairStatus } from '@labstock/shared';
import type { PagedListQuery } from '../../lib/paging/use-paging';

/**
 * The Repairs screen's list: a page of the tickets in these statuses (every status without any) of the types whose
 * name holds the search, oldest first.
 */
export type RepairListQuery = PagedListQuery & { status?: readonly RepairStatus[] };

const all = ['repairs'] as const;

/** Every repair ticket query starts with `all`: a note, a cost or a step refreshes the lists and the ticket. */
export const repairKeys = {
  all,
  list: (query: RepairListQuery) => [...all, 'list', query] as const,
  detail: (repairTicketId: number) => [...all, 'detail', repairTicketId] as const,
};
