import type { User, UserManager } from 'oidc-client-ts';
import { getUserManager, silentSignInMayFrame } from './user-manager';

/** The browser could not load the sign-in provider's discovery document: nothing else of the sign-in can work. */
export class IssuerUnreachableError extends Error {
  constructor(
    readonly issuer: string,
    cause: unknown,
  ) {
    super(`The sign-in provider ${issuer} could not be reached`, { cause });
    this.name = 'IssuerUnreachableError';
  }
}

/**
 * Spec §4: silent sign-in first; when that fails (interaction required) a popup returning to the blank page;
 * when that fails too (e.g. blocked) a full redirect, which leaves the app and comes back on /login.
 */
export async function signInToSso(): Promise<User> {
  const userManager = await getUserManager();
  await userManager.metadataService.getMetadata().catch((error: unknown) => {
    throw new IssuerUnreachableError(userManager.settings.authority, error);
  });
  try {
    return await signInSilently(userManager);
  } catch (silentError) {
    console.info('Silent sign-in failed, trying a popup', silentError);
  }
  try {
    return await userManager.signinPopup({ nonce: newNonce() });
  } catch (popupError) {
    console.info('Popup sign-in failed, redirecting', popupError);
  }
  await userManager.signinRedirect({ nonce: newNonce() });
  // The browser is leaving the page; nothing waits on this any more.
  return new Promise<never>(() => {});
}

/**
 * The refresh token, when the provider granted one; without one, or when it is refused, an authorization request
 * with prompt=none and the ID token as hint, in a hidden frame, unless the provider forbids framing its answer:
 * that frame would stay blank until oidc-client-ts gives up after 10 s, so the popup comes at once instead.
 */
async function signInSilently(userManager: UserManager): Promise<User> {
  const silently = (forceIframeAuth: boolean) =>
    userManager
      // The refresh request carries the settings' token parameters (the resource) only when given them here.
      .signinSilent({ nonce: newNonce(), extraTokenParams: userManager.settings.extraTokenParams, forceIframeAuth })
      .then(requireUser);
  const refreshable = Boolean((await userManager.getUser())?.refresh_token);
  const framable = await silentSignInMayFrame();
  if (!refreshable && !framable) throw new Error('The sign-in provider forbids framing: no silent sign-in');
  try {
    return await silently(false);
  } catch (error) {
    if (!refreshable || !framable) throw error;
    console.info('The refresh token was refused, trying prompt=none', error);
    return silently(true);
  }
}

/**
 * A new nonce for every authorization request: the ID token must echo it (oidc-client-ts checks), which binds the
 * token to this request; providers such as Glewlwyd refuse an OpenID request without one.
 */
function newNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The SSO access token, signing in again (silently first) when there is none or it expired. */
export async function getSsoAccessToken(): Promise<string> {
  const user = await (await getUserManager()).getUser();
  if (user && !user.expired && user.access_token) return user.access_token;
  return (await signInToSso()).access_token;
}

/** True when the URL is the provider's answer to a redirect sign-in. */
export function isSsoRedirectReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

let redirectCompletion: { url: string; done: Promise<void> } | undefined;

/** Finishes a redirect sign-in; safe to call twice for the same answer (React StrictMode runs effects twice). */
export function completeSsoRedirect(url: string = window.location.href): Promise<void> {
  if (redirectCompletion?.url !== url) {
    const done = getUserManager()
      .then((userManager) => userManager.signinRedirectCallback(url))
      .then(() => undefined);
    redirectCompletion = { url, done };
  }
  return redirectCompletion.done;
}

function requireUser(user: User | null): User {
  if (!user) throw new Error('Silent sign-in returned no user');
  return user;
}
