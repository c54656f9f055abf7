import { type ApiOptions, type ApiResult, apiRequest } from '../api-request';
import { getSsoAccessToken } from './sso-sign-in';

/** An API call carrying the SSO access token, as the token and register calls do (spec §7). */
export async function ssoApiFetch<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  return apiRequest<T>(path, { ...options, bearer: await getSsoAccessToken() });
}
