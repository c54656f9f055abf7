import { authConfig, type EnvironmentInfo, type EnvironmentName } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { apiRequest } from '../../lib/api-request';

export const environmentQueryKey = ['environment'] as const;

export async function getEnvironment(signal?: AbortSignal): Promise<EnvironmentInfo> {
  return (await apiFetch<EnvironmentInfo>('/Environment', { signal })).data;
}

/** The deployment's environment name and version for a signed-in user; they do not change while the app runs. */
export function useEnvironment(enabled: boolean) {
  return useQuery({
    queryKey: environmentQueryKey,
    queryFn: ({ signal }) => getEnvironment(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/**
 * The environment's name from the public sign-in settings (GET auth/config), not GET Environment: the banner shows
 * on the token screen and at first login too, before there is a product token with a role.
 */
export function useEnvironmentName(): EnvironmentName | undefined {
  return useQuery({
    queryKey: [...environmentQueryKey, 'name'],
    queryFn: async ({ signal }) => authConfig.parse((await apiRequest<unknown>('/auth/config', { signal })).data),
    select: (config) => config.environment,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
