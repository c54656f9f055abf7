import { ApiError } from './api-error';
import { type ApiOptions, type ApiResult, apiRequest } from './api-request';
import { getValidProductToken, renewProductToken } from './auth/product-token-renewal';

export { ApiError, errorText } from './api-error';
export type { ApiOptions, ApiResult, QueryValue } from './api-request';

/**
 * Runs a call with the product token, renewed first when missing or expired.
 * A 401 means the server no longer accepts the token (e.g. its key changed): renew once and retry.
 */
export async function withProductToken<T>(call: (bearer: string) => Promise<T>): Promise<T> {
  try {
    return await call(await getValidProductToken());
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    return call(await renewProductToken());
  }
}

/** A product call under /api. Throws ApiError on a non-2xx answer; a 204 gives `data: undefined`. */
export function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  return withProductToken((bearer) => apiRequest<T>(path, { ...options, bearer }));
}
