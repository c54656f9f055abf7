import type { ExtensionStatus } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { extensionKeys } from './keys';
import { listExtensions } from './list-extensions';

/** How often the count is asked again while a Clerk's screen stays open: loaners ask at any time. */
const PENDING_COUNT_REFRESH_MS = 2 * 60 * 1000;

/** How many extension requests wait for a Clerk; `more`: more than that, as the server counts up to a cap. */
export interface PendingExtensionCount {
  count: number;
  more: boolean;
}

/** The total of a one-row page of the pending requests. */
export async function getPendingExtensionCount(signal?: AbortSignal): Promise<PendingExtensionCount> {
  // A literal, not ExtensionStatus.Pending: the Manage menu loads with every screen, and importing a value from
  // the shared extension module would bring its schemas (and zod) into the first load.
  const status: ExtensionStatus = 'Pending';
  const page = await listExtensions({ status, pageNumber: 1, pageSize: 1 }, signal);
  return { count: page.totalCount ?? page.data.length, more: page.totalCapped === true };
}

export const pendingExtensionCountQuery = () =>
  queryOptions({
    queryKey: extensionKeys.pendingCount,
    queryFn: ({ signal }) => getPendingExtensionCount(signal),
    refetchInterval: PENDING_COUNT_REFRESH_MS,
  });

/** For Clerks and Admins only: the list is theirs alone. */
export function usePendingExtensionCount() {
  return useQuery(pendingExtensionCountQuery());
}
