import type { QueryClient } from '@tanstack/react-query';
import { componentTypesQueryKey } from '../catalogue-query-keys';
import { componentsOfTypeQueryKey } from './get-components';

/** A change to a type's components changes its inventory and its in-stock count. */
export async function invalidateInventory(queryClient: QueryClient, componentTypeId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: componentsOfTypeQueryKey(componentTypeId) }),
    queryClient.invalidateQueries({ queryKey: componentTypesQueryKey }),
  ]);
}
