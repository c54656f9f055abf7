import type { TokenResponse } from '@labstock/shared';
import { isUsableToken, productTokenStore, removeProductToken, storeProductToken } from './product-token';
import { ssoApiFetch } from './sso-api-fetch';

let renewal: Promise<string> | undefined;
/** Sign-out has begun: the page is leaving for the provider and must come back to /login without a product token. */
let signingOut = false;

/**
 * From now on no product token is fetched or stored: /login, or a screen's call, would otherwise get a new one from
 * the still-open SSO session before the provider's sign-out, and it would outlive the sign-out. Nothing needs an
 * answer meanwhile, as the page is leaving: renewals stay pending.
 */
export function stopRenewalsForSignOut(): void {
  signingOut = true;
}

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
  if (signingOut) return new Promise(() => {});
  renewal ??= requestProductToken().finally(() => {
    renewal = undefined;
  });
  return renewal;
}

async function requestProductToken(): Promise<string> {
  try {
    const { data } = await ssoApiFetch<TokenResponse>('/Loaners/token', { method: 'POST' });
    // A token asked for before sign-out began is not kept either.
    if (signingOut) return new Promise(() => {});
    storeProductToken(data.token);
    return data.token;
  } catch (error) {
    removeProductToken();
    throw error;
  }
}
