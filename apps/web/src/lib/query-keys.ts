import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * First parts of the query keys of lists that several features change: a reservation, hand-out or hand-in
 * changes the in-stock counts and component statuses of the catalogue as well as its own lists.
 */
export const componentTypesKey = ['component-types'] as const;
export const componentsKey = ['components'] as const;
export const reservationsKey = ['reservations'] as const;
export const loansKey = ['loans'] as const;

/** Marks every query under each of `keys` stale (and refetches those on screen). */
export async function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
