import { type ProductTokenClaims, productTokenClaims, type RoleName } from '@labstock/shared';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'labstock';

export interface ProductTokenSigner {
  issue(subject: { loanerId?: number; auId: string; roles: RoleName[] }): Promise<string>;
  /** Throws when the token is malformed, forged, of another algorithm, without expiry or expired. */
  verify(token: string): Promise<ProductTokenClaims>;
}

export function createProductTokenSigner(secret: string, ttlMinutes: number): ProductTokenSigner {
  // Imported once: given the raw secret, jose would import it anew for every token it verifies.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    issue: async ({ loanerId, auId, roles }) =>
      new SignJWT({ auId, role: roles })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(loanerId ? String(loanerId) : auId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlMinutes}m`)
        .sign(await key),
    async verify(token) {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        requiredClaims: ['exp', 'sub'],
      });
      return productTokenClaims.parse(payload);
    },
  };
}
