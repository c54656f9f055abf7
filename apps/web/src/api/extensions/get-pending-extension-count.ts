import type { ExtensionStatus } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { extensionKeys } from './keys';
import { listExtensions } from './list-extensions';

/** How often the count is asked again while a Clerk's screen stays open: loaners ask at any time. */
const PENDING_COUNT_REFRESH_MS = 2 * 60 * 1000;

/** How many extension requests wait for a Clerk: the total of a one-row page of the pending ones. */
export async function getPendingExtensionCount(signal?: AbortSignal): Promise<number> {
  // A literal, not ExtensionStatus.Pending: the Manage menu loads with every screen, and importing a value from
  // the shared extension module would bring its schemas (and zod) into the first load.
  const status: ExtensionStatus = 'Pending';
  const page = await listExtensions({ status, pageNumber: 1, pageSize: 1 }, signal);
  return page.totalCount ?? page.data.length;
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
