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
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ loanerId, auId, roles }) =>
      new SignJWT({ auId, role: roles })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(loanerId ? String(loanerId) : auId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlMinutes}m`)
        .sign(key),
    async verify(token) {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        requiredClaims: ['exp', 'sub'],
      });
      return productTokenClaims.parse(payload);
    },
  };
}
