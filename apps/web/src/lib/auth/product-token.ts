import { ACCESS_TOKEN_STORAGE_KEY, allRoleNames, type RoleName } from '@labstock/shared';
import { decodeJwt, type JWTPayload } from 'jose';
import { createExternalStore } from '../external-store';

function claimsOf(token: string): JWTPayload | null {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}

/** Spec §4/§5: a token is usable only when it is readable, carries an expiry and has not expired. */
export function isUsableToken(token: string | null, now: number = Date.now()): token is string {
  if (!token) return false;
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > now;
}

/** The roles of the token's `role` claim (a list, or a single name); unknown names are ignored. */
export function rolesFromToken(token: string | null): RoleName[] {
  const claim = token ? claimsOf(token)?.role : undefined;
  const names = Array.isArray(claim) ? claim : [claim];
  return allRoleNames.filter((role) => names.includes(role));
}

/** The loaner id the token is issued for; null without a token or before registration (the subject is then the AU id). */
export function loanerIdFromToken(token: string | null): number | null {
  const subject = Number(token ? claimsOf(token)?.sub : undefined);
  return Number.isInteger(subject) && subject > 0 ? subject : null;
}

/**
 * The AU id the server read from the sign-in (OIDC_USERNAME_CLAIM), as the token names it; null without one. The
 * server alone decides it: the browser's copy of the sign-in may name the user by other claims.
 */
export function auIdFromToken(token: string | null): string | null {
  const claim = token ? claimsOf(token)?.auId : undefined;
  return typeof claim === 'string' && claim ? claim : null;
}

/** The stored product token. An unusable token found at start-up is removed (spec §4). */
export const productTokenStore = createExternalStore<string | null>(() => {
  const stored = localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  if (stored !== null && !isUsableToken(stored)) {
    localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    return null;
  }
  return stored;
});

export function storeProductToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  productTokenStore.set(token);
}

export function removeProductToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  productTokenStore.set(null);
}

// Another tab signed out or got a new token: follow it.
window.addEventListener('storage', (event) => {
  if (event.key === ACCESS_TOKEN_STORAGE_KEY || event.key === null) {
    productTokenStore.set(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY));
  }
});
