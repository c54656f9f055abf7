import type { CategoryWithRequirements } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateCategories } from './invalidate-categories';

/** PUT Category with the id, the new name and the qualifications its types need (those sent replace the old). */
export async function editCategory(category: CategoryWithRequirements): Promise<CategoryWithRequirements> {
  return (await apiFetch<CategoryWithRequirements>('/Category', { method: 'PUT', body: category })).data;
}

export function useEditCategory() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({ mutationFn: editCategory, onSettled: () => invalidateCategories(queryClient) });
}
