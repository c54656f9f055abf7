import type { CategoryWithRequirements } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateCategories } from './invalidate-categories';

export type NewCategory = Omit<CategoryWithRequirements, 'categoryId'>;

/** POST Category with id 0 (a new one) and the qualifications its types need; the name is sent as typed (spec §5). */
export async function addCategory(category: NewCategory): Promise<CategoryWithRequirements> {
  const body = { categoryId: 0, ...category };
  return (await apiFetch<CategoryWithRequirements>('/Category', { method: 'POST', body })).data;
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  // Spec §8: the list refreshes whether or not the add succeeded.
  return useSingleFlightMutation({ mutationFn: addCategory, onSettled: () => invalidateCategories(queryClient) });
}
