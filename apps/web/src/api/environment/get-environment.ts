import { type AuthConfig, type EnvironmentInfo, EnvironmentName } from '@labstock/shared';
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

const environmentNames: readonly unknown[] = Object.values(EnvironmentName);

/**
 * The environment's name from the public sign-in settings (GET auth/config), not GET Environment: the banner shows
 * on the token screen and at first login too, before there is a product token with a role. Only the name is read
 * (checked by hand: the shared `authConfig` schema would bring zod into every screen's first load).
 */
export const environmentNameQuery = () =>
  queryOptions({
    queryKey: environmentKeys.name,
    queryFn: async ({ signal }) => {
      const { environment } = (await apiRequest<Partial<AuthConfig>>('/auth/config', { signal })).data;
      if (!environmentNames.includes(environment)) throw new Error('GET auth/config gave no known environment name');
      return environment as EnvironmentName;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEnvironmentName(): EnvironmentName | undefined {
  return useQuery(environmentNameQuery()).data;
}
