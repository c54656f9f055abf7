import { authConfig, type EnvironmentInfo, type EnvironmentName } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { apiRequest } from '../../lib/api-request';
import { environmentKeys } from './keys';

export async function getEnvironment(signal?: AbortSignal): Promise<EnvironmentInfo> {
  return (await apiFetch<EnvironmentInfo>('/Environment', { signal })).data;
}

/** The deployment's environment name and version; they do not change while the app runs. */
export const environmentQuery = () =>
  queryOptions({
    queryKey: environmentKeys.info,
    queryFn: ({ signal }) => getEnvironment(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** For a signed-in user only. */
export function useEnvironment(enabled: boolean) {
  return useQuery({ ...environmentQuery(), enabled });
}

/**
 * The environment's name from the public sign-in settings (GET auth/config), not GET Environment: the banner shows
 * on the token screen and at first login too, before there is a product token with a role.
 */
export const environmentNameQuery = () =>
  queryOptions({
    queryKey: environmentKeys.name,
    queryFn: async ({ signal }) => authConfig.parse((await apiRequest<unknown>('/auth/config', { signal })).data),
    select: (config) => config.environment,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEnvironmentName(): EnvironmentName | undefined {
  return useQuery(environmentNameQuery()).data;
}
