import { removeProductToken } from './product-token';
import { SSO_RETURN_PATH } from './sso-paths';
import { getUserManager } from './user-manager';

/** Removes the product token and ends the SSO session; the provider sends the browser back to /login. */
export async function signOut(): Promise<void> {
  removeProductToken();
  try {
    await (await getUserManager()).signoutRedirect();
  } catch (error) {
    // No end-session support at the provider (or it is unreachable): forget the local session instead.
    console.error('Sign-out at the provider failed', error);
    await getUserManager()
      .then((userManager) => userManager.removeUser())
      .catch(() => undefined);
    window.location.assign(SSO_RETURN_PATH);
  }
}
