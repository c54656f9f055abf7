import { ApiError } from './api-error';
import { type ApiOptions, type ApiResult, apiRequest } from './api-request';
import { getValidProductToken, renewProductToken } from './auth/product-token-renewal';

export { ApiError, errorText, validationText } from './api-error';
export type { ApiOptions, ApiResult, QueryValue } from './api-request';

/**
 * A product call under /api with the product token, renewed first when missing or expired.
 * A 401 means the server no longer accepts the token (e.g. its key changed): renew once and retry.
 * Throws ApiError on a non-2xx answer; a 204 gives `data: undefined`.
 */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  try {
    return await apiRequest<T>(path, { ...options, bearer: await getValidProductToken() });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    return apiRequest<T>(path, { ...options, bearer: await renewProductToken() });
  }
}
