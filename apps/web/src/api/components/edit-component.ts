import type { Component, ComponentInput } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateInventory } from './invalidate-inventory';

/** PUT Component; 400 on a status change the rules of spec §4 forbid. */
export async function editComponent(component: ComponentInput): Promise<Component> {
  return (await apiFetch<Component>('/Component', { method: 'PUT', body: component })).data;
}

export function useEditComponent(componentTypeId: number) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: editComponent,
    onSuccess: () => invalidateInventory(queryClient, componentTypeId),
  });
}
