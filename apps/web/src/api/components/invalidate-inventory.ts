import type { QueryClient } from '@tanstack/react-query';
import { componentTypeKeys } from '../component-types/keys';
import { invalidateAll } from '../invalidate-all';
import { componentKeys } from './keys';

/** A change to a type's components changes its inventory and its in-stock count. */
export async function invalidateInventory(queryClient: QueryClient, componentTypeId: number): Promise<void> {
  await invalidateAll(queryClient, [componentKeys.ofType(componentTypeId), componentTypeKeys.all]);
}
