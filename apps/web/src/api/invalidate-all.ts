import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks every query under each of `keys` stale (and refetches those on screen): a change often shows in several
 * resources, as a reservation, hand-out or hand-in changes the catalogue's in-stock counts and component statuses.
 */
export async function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
