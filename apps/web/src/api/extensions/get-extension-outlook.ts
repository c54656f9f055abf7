import type { ExtensionOutlook } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { extensionKeys } from './keys';

/** GET Loans/User/{loanId}/extension: the dates the rules grant at once, and the latest one any request may ask. */
export async function getExtensionOutlook(loanId: number, signal?: AbortSignal): Promise<ExtensionOutlook> {
  return (await apiFetch<ExtensionOutlook>(`/Loans/User/${loanId}/extension`, { signal })).data;
}

export const extensionOutlookQuery = (loanId: number) =>
  queryOptions({
    queryKey: extensionKeys.outlook(loanId),
    queryFn: ({ signal }) => getExtensionOutlook(loanId, signal),
    // Every ask, hand-in and booking moves it: each opening of the dialog waits for a fresh one rather than start
    // its date picker from an earlier opening's.
    gcTime: 0,
  });

export function useExtensionOutlook(loanId: number) {
  return useQuery(extensionOutlookQuery(loanId));
}
