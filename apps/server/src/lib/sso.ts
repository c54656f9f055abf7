import type { RoleName } from '@labstock/shared';

/** Who the single sign-on access token says the caller is. */
export interface SsoIdentity {
  /** The AU id: the username's part before the @, lower-cased. */
  auId: string;
  username: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** The roles the organisation gives them (OIDC_ROLES_CLAIM mapped by OIDC_ROLE_MAP); null: none are read. */
  organisationRoles: RoleName[] | null;
}

/** Checks an SSO access token (signature against the issuer's JWKS, issuer, audience, expiry); throws SsoTokenRefused. */
export interface SsoVerifier {
  verify(accessToken: string): Promise<SsoIdentity>;
}
