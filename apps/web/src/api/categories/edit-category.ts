import type { Category } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateCategories } from './invalidate-categories';

/** PUT Category with the id and the new name. */
export async function editCategory(category: Category): Promise<Category> {
  return (await apiFetch<Category>('/Category', { method: 'PUT', body: category })).data;
}

export function useEditCategory() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({ mutationFn: editCategory, onSettled: () => invalidateCategories(queryClient) });
}
