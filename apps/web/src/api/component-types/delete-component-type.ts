import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from './keys';

/** DELETE ComponentTypes/{id}; refused (409, with the reason) while a component is reserved or on loan. */
export async function deleteComponentType(componentTypeId: number): Promise<void> {
  await apiFetch<void>(`/ComponentTypes/${componentTypeId}`, { method: 'DELETE' });
}

export function useDeleteComponentType() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteComponentType,
    // Only the lists: the open details would refetch a 404 before the screen leaves them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: componentTypeKeys.lists }),
  });
}
