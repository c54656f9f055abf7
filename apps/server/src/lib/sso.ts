/** Who the single sign-on access token says the caller is. */
export interface SsoIdentity {
  /** The AU id: the username's part before the @, lower-cased. */
  auId: string;
  username: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Checks an SSO access token (signature against the issuer's JWKS, issuer, audience, expiry); throws SsoTokenRefused. */
export interface SsoVerifier {
  verify(accessToken: string): Promise<SsoIdentity>;
}
