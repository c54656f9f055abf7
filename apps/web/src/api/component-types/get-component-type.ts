import type { ComponentType } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { componentTypesQueryKey } from '../catalogue-query-keys';

export const componentTypeQueryKey = (componentTypeId: number) =>
  [...componentTypesQueryKey, 'details', componentTypeId] as const;

/** GET ComponentTypes/{id}: the details, with the categories and the image inline. */
export async function getComponentType(componentTypeId: number, signal?: AbortSignal): Promise<ComponentType> {
  return (await apiFetch<ComponentType>(`/ComponentTypes/${componentTypeId}`, { signal })).data;
}

export function useComponentType(componentTypeId: number) {
  return useQuery({
    queryKey: componentTypeQueryKey(componentTypeId),
    queryFn: ({ signal }) => getComponentType(componentTypeId, signal),
  });
}
