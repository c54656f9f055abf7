import type { EnvironmentInfo } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

export const environmentQueryKey = ['environment'] as const;

export async function getEnvironment(signal?: AbortSignal): Promise<EnvironmentInfo> {
  return (await apiFetch<EnvironmentInfo>('/Environment', { signal })).data;
}

/** The deployment's environment name and version; they do not change while the app runs. */
export function useEnvironment(enabled: boolean) {
  return useQuery({
    queryKey: environmentQueryKey,
    queryFn: ({ signal }) => getEnvironment(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
