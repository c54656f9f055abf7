import type { ComponentType } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { type ComponentTypeFormValues, toComponentTypeFormData } from './component-type-form';
import { componentTypeKeys } from './keys';

/** PUT ComponentTypes as multipart: every field is replaced; the image only when a new one is sent. */
export async function editComponentType({
  componentTypeId,
  values,
}: {
  componentTypeId: number;
  values: ComponentTypeFormValues;
}): Promise<ComponentType> {
  const formData = toComponentTypeFormData(values, componentTypeId);
  return (await apiFetch<ComponentType>('/ComponentTypes', { method: 'PUT', formData })).data;
}

export function useEditComponentType() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: editComponentType,
    // The list and the open details both show what changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: componentTypeKeys.all }),
  });
}
