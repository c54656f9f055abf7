import type { User } from 'oidc-client-ts';
import { getUserManager } from './user-manager';

/**
 * Spec §4: silent sign-in first; when that fails (interaction required) a popup returning to the blank page;
 * when that fails too (e.g. blocked) a full redirect, which leaves the app and comes back on /login.
 */
export async function signInToSso(): Promise<User> {
  const userManager = await getUserManager();
  try {
    return await userManager.signinSilent().then(requireUser);
  } catch (silentError) {
    console.info('Silent sign-in failed, trying a popup', silentError);
  }
  try {
    return await userManager.signinPopup();
  } catch (popupError) {
    console.info('Popup sign-in failed, redirecting', popupError);
  }
  await userManager.signinRedirect();
  // The browser is leaving the page; nothing waits on this any more.
  return new Promise<never>(() => {});
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
