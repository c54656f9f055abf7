import type { NextComponentNumber } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { componentsOfTypeQueryKey } from './get-components';

/** GET Component/nextNumber: the number after the type's highest one. */
export async function getNextComponentNumber(componentTypeId: number, signal?: AbortSignal): Promise<number> {
  const { data } = await apiFetch<NextComponentNumber>('/Component/nextNumber', {
    query: { componentTypeId },
    signal,
  });
  return data.nextNumber;
}

/** Asked afresh whenever an add dialog opens: another Admin may have added components meanwhile. */
export function useNextComponentNumber(componentTypeId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...componentsOfTypeQueryKey(componentTypeId), 'next-number'],
    queryFn: ({ signal }) => getNextComponentNumber(componentTypeId, signal),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
