import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateCategories } from './invalidate-categories';

/** DELETE Category/{id}; the server refuses (409, with the reason) while component types use it. */
export async function deleteCategory(categoryId: number): Promise<void> {
  await apiFetch<void>(`/Category/${categoryId}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({ mutationFn: deleteCategory, onSettled: () => invalidateCategories(queryClient) });
}
