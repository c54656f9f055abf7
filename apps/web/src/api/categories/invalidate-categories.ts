import type { QueryClient } from '@tanstack/react-query';
import { componentTypeKeys } from '../component-types/keys';
import { invalidateAll } from '../invalidate-all';
import { categoryKeys } from './keys';

/** The component types carry their categories' names, so they refresh with them. */
export async function invalidateCategories(queryClient: QueryClient): Promise<void> {
  await invalidateAll(queryClient, [categoryKeys.all, componentTypeKeys.all]);
}
