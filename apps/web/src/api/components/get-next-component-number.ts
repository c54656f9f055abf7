import type { NextComponentNumber } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { componentKeys } from './keys';

/** GET Component/nextNumber: the number after the type's highest one. */
export async function getNextComponentNumber(componentTypeId: number, signal?: AbortSignal): Promise<number> {
  const { data } = await apiFetch<NextComponentNumber>('/Component/nextNumber', {
    query: { componentTypeId },
    signal,
  });
  return data.nextNumber;
}

/** Asked afresh whenever an add dialog opens: another Admin may have added components meanwhile. */
export const nextComponentNumberQuery = (componentTypeId: number) =>
  queryOptions({
    queryKey: componentKeys.nextNumber(componentTypeId),
    queryFn: ({ signal }) => getNextComponentNumber(componentTypeId, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useNextComponentNumber(componentTypeId: number, enabled: boolean) {
  return useQuery({ ...nextComponentNumberQuery(componentTypeId), enabled });
}
