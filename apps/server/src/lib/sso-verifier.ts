import { auIdFromUsername } from '@labstock/shared';
import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { SsoIdentity, SsoVerifier } from './sso.js';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The username an issuer puts in its access tokens: Entra ID uses upn, Keycloak preferred_username. */
function usernameOf(payload: JWTPayload): string | undefined {
  return str(payload.preferred_username) ?? str(payload.upn) ?? str(payload.unique_name) ?? str(payload.email);
}

export function createSsoVerifier(options: { issuer: string; audience: string; keySet: JWTVerifyGetKey }): SsoVerifier {
  return {
    async verify(accessToken): Promise<SsoIdentity> {
      const { payload } = await jwtVerify(accessToken, options.keySet, {
        issuer: options.issuer,
        audience: options.audience,
        requiredClaims: ['exp'],
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      });
      const username = usernameOf(payload);
      if (!username) throw new Error('The access token names no user');
      return {
        username,
        auId: auIdFromUsername(username),
        firstName: str(payload.given_name),
        lastName: str(payload.family_name),
        email: str(payload.email),
      };
    },
  };
}

/** The key set of a configured issuer, found through its discovery document and cached by jose. */
export function remoteKeySet(issuer: string): JWTVerifyGetKey {
  let keySet: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    if (!keySet) {
      const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`);
      const { jwks_uri } = (await response.json()) as { jwks_uri: string };
      keySet = createRemoteJWKSet(new URL(jwks_uri));
    }
    return keySet(header, token);
  };
}
