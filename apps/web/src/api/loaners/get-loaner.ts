import type { Loaner } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { loanerKeys } from './keys';

/** GET Loaners/{id} */
export async function getLoaner(loanerId: number, signal?: AbortSignal): Promise<Loaner> {
  return (await apiFetch<Loaner>(`/Loaners/${loanerId}`, { signal })).data;
}

export const loanerQuery = (loanerId: number) =>
  queryOptions({ queryKey: loanerKeys.detail(loanerId), queryFn: ({ signal }) => getLoaner(loanerId, signal) });

/**
 * The loaner as the server has it now. The list row shows at once and is replaced if it changed since the list
 * loaded (another Admin may have changed the roles).
 */
export function useLoaner(row: Loaner) {
  return useQuery({ ...loanerQuery(row.loanerId), initialData: row, staleTime: 0 });
}
