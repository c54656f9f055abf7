import type { EnvironmentInfo } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-request';

export const environmentQueryKey = ['environment'] as const;

/** Without the product token: there is none on the token screen, nor a role at first login. */
export async function getEnvironment(signal?: AbortSignal): Promise<EnvironmentInfo> {
  return (await apiRequest<EnvironmentInfo>('/Environment', { signal })).data;
}

/** The deployment's environment name and version, public so the token screen shows them; they do not change while the app runs. */
export function useEnvironment() {
  return useQuery({
    queryKey: environmentQueryKey,
    queryFn: ({ signal }) => getEnvironment(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
