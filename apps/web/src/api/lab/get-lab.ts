import type { Lab } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { labKeys } from './keys';

/** GET Lab: the lab's name, its notice address (Admins only) and rules. */
export async function getLab(signal?: AbortSignal): Promise<Lab> {
  return (await apiFetch<Lab>('/Lab', { signal })).data;
}

/** Read afresh each time the settings dialog opens: another Admin may have changed them. */
export const labQuery = () =>
  queryOptions({
    queryKey: labKeys.all,
    queryFn: ({ signal }) => getLab(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useLab() {
  return useQuery(labQuery());
}
