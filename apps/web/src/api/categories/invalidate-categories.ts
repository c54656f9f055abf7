import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryKey } from './get-categories';

/** The catalogue's component type queries: they carry their categories' names, so they refresh with them. */
const componentTypesQueryKey = ['component-types'] as const;

export async function invalidateCategories(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
    queryClient.invalidateQueries({ queryKey: componentTypesQueryKey }),
  ]);
}
