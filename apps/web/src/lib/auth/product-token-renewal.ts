import type { TokenResponse } from '@labstock/shared';
import { isUsableToken, productTokenStore, removeProductToken, storeProductToken } from './product-token';
import { ssoApiFetch } from './sso-api-fetch';

let renewal: Promise<string> | undefined;

/** The stored product token when usable, otherwise a new one (spec §4). */
export async function getValidProductToken(): Promise<string> {
  const stored = productTokenStore.get();
  return isUsableToken(stored) ? stored : renewProductToken();
}

/**
 * Replaces the stored product token with a new one from POST Loaners/token; concurrent callers share one request.
 * The old token stays until the new one arrives so the roles on screen do not flicker; on failure it is removed.
 */
export function renewProductToken(): Promise<string> {
  renewal ??= requestProductToken().finally(() => {
    renewal = undefined;
  });
  return renewal;
}

async function requestProductToken(): Promise<string> {
  try {
    const { data } = await ssoApiFetch<TokenResponse>('/Loaners/token', { method: 'POST' });
    storeProductToken(data.token);
    return data.token;
  } catch (error) {
    removeProductToken();
    throw error;
  }
}
