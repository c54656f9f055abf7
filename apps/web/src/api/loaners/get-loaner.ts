import type { Loaner } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { loanersQueryKeys } from './keys';

/** GET Loaners/{id} */
export async function getLoaner(loanerId: number, signal?: AbortSignal): Promise<Loaner> {
  return (await apiFetch<Loaner>(`/Loaners/${loanerId}`, { signal })).data;
}

/**
 * The loaner as the server has it now. The list row shows at once and is replaced if it changed since the list
 * loaded (another Admin may have changed the roles).
 */
export function useLoaner(row: Loaner) {
  return useQuery({
    queryKey: loanersQueryKeys.one(row.loanerId),
    queryFn: ({ signal }) => getLoaner(row.loanerId, signal),
    initialData: row,
    staleTime: 0,
  });
}
