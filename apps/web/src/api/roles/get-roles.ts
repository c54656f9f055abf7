import type { Role } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { roleKeys } from './keys';

/** GET Loaners/roles: all roles (page size 0, spec §7), for the Admin's roles selector. */
export async function getRoles(signal?: AbortSignal): Promise<Role[]> {
  const query = { pageNumber: 1, pageSize: 0, searchString: '' };
  return (await apiFetch<Role[]>('/Loaners/roles', { query, signal })).data;
}

export const rolesQuery = () =>
  queryOptions({
    queryKey: roleKeys.all,
    queryFn: ({ signal }) => getRoles(signal),
    // The set of roles is fixed.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRoles() {
  return useQuery(rolesQuery());
}
