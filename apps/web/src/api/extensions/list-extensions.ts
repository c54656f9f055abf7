import type { ExtensionRequest } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { type ExtensionListQuery, extensionKeys } from './keys';

/** GET Loans/extensions (Clerk, Admin): the loaners' extension requests of one status, by page. */
export async function listExtensions(query: ExtensionListQuery, signal?: AbortSignal) {
  return apiFetch<ExtensionRequest[]>('/Loans/extensions', { query: { ...query }, signal });
}

export const extensionsQuery = (query: ExtensionListQuery) =>
  queryOptions({
    queryKey: extensionKeys.list(query),
    queryFn: ({ signal }) => listExtensions(query, signal),
    placeholderData: keepPreviousData,
  });

export function useExtensions(query: ExtensionListQuery) {
  return useQuery(extensionsQuery(query));
}
