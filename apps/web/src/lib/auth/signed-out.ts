// The user logged out in this browser and has not asked to sign in since. Kept in localStorage: the provider's
// sign-out leaves the app, and a later visit (another tab, the next day) must not sign in again by itself.
const SIGNED_OUT_KEY = 'labstock.signedOut';

export function markSignedOut(): void {
  localStorage.setItem(SIGNED_OUT_KEY, 'true');
}

export function isSignedOut(): boolean {
  return localStorage.getItem(SIGNED_OUT_KEY) !== null;
}

/** The user asked to sign in again. */
export function forgetSignedOut(): void {
  localStorage.removeItem(SIGNED_OUT_KEY);
}
