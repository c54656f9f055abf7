import type { Qualification } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { qualificationKeys } from './keys';

/** GET Qualifications with page 0 and size 0: every qualification, in name order. */
export async function listAllQualifications(signal?: AbortSignal): Promise<Qualification[]> {
  return (await apiFetch<Qualification[]>('/Qualifications', { query: { pageNumber: 0, pageSize: 0 }, signal })).data;
}

export const allQualificationsQuery = () =>
  queryOptions({ queryKey: qualificationKeys.every, queryFn: ({ signal }) => listAllQualifications(signal) });

export function useAllQualifications() {
  return useQuery(allQualificationsQuery());
}
