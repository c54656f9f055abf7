import { removeProductToken } from './product-token';
import { stopRenewalsForSignOut } from './product-token-renewal';
import { markSignedOut } from './signed-out';
import { SSO_RETURN_PATH } from './sso-paths';
import { getUserManager } from './user-manager';

/**
 * Removes the product token and ends the SSO session; the provider sends the browser back to /login, which then
 * says the user is signed out instead of signing in again.
 */
export async function signOut(): Promise<void> {
  stopRenewalsForSignOut();
  markSignedOut();
  removeProductToken();
  try {
    // oidc-client-ts adds the ID token as id_token_hint and post_logout_redirect_uri; with a state it sends one too,
    // without which some providers (Glewlwyd) stay on their own page instead of returning to /login. The resource
    // indicator belongs to authorization requests only, so the settings' extra parameters are not sent here.
    await (await getUserManager()).signoutRedirect({ state: {}, extraQueryParams: {} });
  } catch (error) {
    // No end-session support at the provider (or it is unreachable): forget the local session instead.
    console.error('Sign-out at the provider failed', error);
    await getUserManager()
      .then((userManager) => userManager.removeUser())
      .catch(() => undefined);
    window.location.assign(SSO_RETURN_PATH);
  }
}

/** True when the URL is the provider's answer to the end-session request: back at /login with its state, no code. */
export function isSignOutReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && !params.has('code') && !params.has('error');
}

/** Takes the end-session answer: its saved state is removed now, instead of lingering until it expires. */
export async function completeSignOutReturn(url: string = window.location.href): Promise<void> {
  await (await getUserManager()).signoutRedirectCallback(url);
}
