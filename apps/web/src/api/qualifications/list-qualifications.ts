import type { Qualification } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import type { PagedListQuery } from '../../lib/paging/use-paging';
import { qualificationKeys } from './keys';

/** GET Qualifications, one page in name order; the server has no search for them, so none is sent. */
export function listQualifications({ pageNumber, pageSize }: PagedListQuery, signal?: AbortSignal) {
  return apiFetch<Qualification[]>('/Qualifications', { query: { pageNumber, pageSize }, signal });
}

export const qualificationsQuery = (query: PagedListQuery) =>
  queryOptions({
    queryKey: qualificationKeys.list(query),
    queryFn: ({ signal }) => listQualifications(query, signal),
    // Keeps the rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });

export function useQualifications(query: PagedListQuery) {
  return useQuery(qualificationsQuery(query));
}

/** GET Qualifications with page 0 and size 0: every qualification, for the forms that require them. */
export async function getAllQualifications(signal?: AbortSignal): Promise<Qualification[]> {
  return (await apiFetch<Qualification[]>('/Qualifications', { query: { pageNumber: 0, pageSize: 0 }, signal })).data;
}

export function useAllQualifications() {
  return useQuery({ queryKey: qualificationKeys.every, queryFn: ({ signal }) => getAllQualifications(signal) });
}
