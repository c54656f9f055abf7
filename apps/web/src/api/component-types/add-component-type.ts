import type { ComponentType } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { type ComponentTypeFormValues, toComponentTypeFormData } from './component-type-form';
import { componentTypeKeys } from './keys';

/** POST ComponentTypes as multipart. */
export async function addComponentType(values: ComponentTypeFormValues): Promise<ComponentType> {
  const formData = toComponentTypeFormData(values);
  return (await apiFetch<ComponentType>('/ComponentTypes', { method: 'POST', formData })).data;
}

export function useAddComponentType() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: addComponentType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: componentTypeKeys.all }),
  });
}
