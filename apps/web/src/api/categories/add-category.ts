import type { Category } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateCategories } from './invalidate-categories';

/** POST Category with id 0 (a new one); the name is sent as typed (spec §5). */
export async function addCategory(name: string): Promise<Category> {
  return (await apiFetch<Category>('/Category', { method: 'POST', body: { categoryId: 0, name } })).data;
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  // Spec §8: the list refreshes whether or not the add succeeded.
  return useSingleFlightMutation({ mutationFn: addCategory, onSettled: () => invalidateCategories(queryClient) });
}
