import type { Component, ComponentInput } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateInventory } from './invalidate-inventory';

/** POST Component; 409 when the number is taken. */
export async function addComponent(component: ComponentInput): Promise<Component> {
  return (await apiFetch<Component>('/Component', { method: 'POST', body: component })).data;
}

export function useAddComponent(componentTypeId: number) {
  const queryClient = useQueryClient();
  // Settled: a 409 means the next free number changed, so it is asked again too.
  return useSingleFlightMutation({
    mutationFn: addComponent,
    onSettled: () => invalidateInventory(queryClient, componentTypeId),
  });
}
