import type { ComponentType } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { componentTypesKey } from '../../../lib/query-keys';

/** GET ComponentTypes/{id}: the type with its categories and image URL. */
export async function getComponentType(componentTypeId: number, signal?: AbortSignal): Promise<ComponentType> {
  return (await apiFetch<ComponentType>(`/ComponentTypes/${componentTypeId}`, { signal })).data;
}

export function useComponentType(componentTypeId: number) {
  return useQuery({
    queryKey: [...componentTypesKey, 'details', componentTypeId],
    queryFn: ({ signal }) => getComponentType(componentTypeId, signal),
  });
}
