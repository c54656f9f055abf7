import type { Component, ComponentInput } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateInventory } from './invalidate-inventory';

/** POST Component/Multiple: all or nothing; 409 when one of the numbers is taken. */
export async function addComponents(components: ComponentInput[]): Promise<Component[]> {
  return (await apiFetch<Component[]>('/Component/Multiple', { method: 'POST', body: components })).data;
}

export function useAddComponents(componentTypeId: number) {
  const queryClient = useQueryClient();
  // Settled: a 409 means the next free number changed, so it is asked again too.
  return useSingleFlightMutation({
    mutationFn: addComponents,
    onSettled: () => invalidateInventory(queryClient, componentTypeId),
  });
}
