import { importJWK, type JWTPayload, SignJWT } from 'jose';
import { loadIdpKeys } from '../../idp/signing-keys.js';
import type { TestApp } from '../../testing/test-app.js';

/** A single sign-on access token from the embedded provider's key, with the claims an issuer may send. */
export async function ssoToken(t: TestApp, username: string, claims: JWTPayload = {}): Promise<string> {
  const keys = await loadIdpKeys(t.db);
  const key = await importJWK(keys.privateJwk, 'RS256');
  return new SignJWT({ preferred_username: username, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwk.kid })
    .setIssuer(t.config.issuer)
    .setAudience(t.config.OIDC_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
