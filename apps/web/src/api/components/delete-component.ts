import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateInventory } from './invalidate-inventory';

/** DELETE Component/{id}; refused (409) while the component is reserved or on loan. */
export async function deleteComponent(componentId: number): Promise<void> {
  await apiFetch<void>(`/Component/${componentId}`, { method: 'DELETE' });
}

export function useDeleteComponent(componentTypeId: number) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteComponent,
    onSuccess: () => invalidateInventory(queryClient, componentTypeId),
  });
}
