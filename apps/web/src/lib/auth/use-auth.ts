import { RoleName } from '@labstock/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { auIdFromToken, loanerIdFromToken, productTokenStore, rolesFromToken } from './product-token';
import { renewProductToken } from './product-token-renewal';
import { signOut } from './sign-out';
import { type SsoProfile, ssoProfileStore } from './sso-profile';

export interface Auth {
  /** Roles of the stored product token; empty when there is none. */
  roles: RoleName[];
  /** A product token is stored (it may hold no roles yet: first login). */
  hasToken: boolean;
  /** The signed-in user's loaner id; null until registered. */
  loanerId: number | null;
  /** The signed-in user's AU id, as the server read it from the sign-in; null without a product token. */
  auId: string | null;
  isAdmin: boolean;
  isClerk: boolean;
  isLoaner: boolean;
  /**
   * The SSO account; null until loaded. Only the first-login dialog shows it (RegistrationGate loads it); the
   * sign-in library stays out of the first screen of a user holding a product token.
   */
  ssoProfile: SsoProfile | null;
  /** Fetches a new product token (signing in to the SSO when needed) and re-reads the roles. */
  refreshToken(): Promise<void>;
  signOut(): Promise<void>;
}

async function refreshToken(): Promise<void> {
  await renewProductToken();
}

export function useAuth(): Auth {
  const token = useSyncExternalStore(productTokenStore.subscribe, productTokenStore.get);
  const ssoProfile = useSyncExternalStore(ssoProfileStore.subscribe, ssoProfileStore.get);

  return useMemo(() => {
    const roles = rolesFromToken(token);
    return {
      roles,
      hasToken: token !== null,
      loanerId: loanerIdFromToken(token),
      auId: auIdFromToken(token),
      isAdmin: roles.includes(RoleName.Admin),
      isClerk: roles.includes(RoleName.Clerk),
      isLoaner: roles.includes(RoleName.Loaner),
      ssoProfile,
      refreshToken,
      signOut,
    };
  }, [token, ssoProfile]);
}
