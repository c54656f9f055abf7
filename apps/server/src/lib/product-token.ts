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
  const verified = new Map<string, ProductTokenClaims>();
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
      const known = verified.get(token);
      if (known && known.exp * 1000 > Date.now()) return known;
      const { payload } = await jwtVerify(token, await key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        requiredClaims: ['exp', 'sub'],
      });
      const claims = productTokenClaims.parse(payload);
      remember(verified, token, claims);
      return claims;
    },
  };
}

/** How many verified tokens a signer keeps (a few MB), the oldest forgotten first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * A client sends the same token with every request for hours, and verifying its signature through WebCrypto
 * is the costliest step of a signed-in request. A token string verified before with this key is the same token:
 * only its expiry needs checking again.
 */
function remember(verified: Map<string, ProductTokenClaims>, token: string, claims: ProductTokenClaims): void {
  verified.set(token, claims);
  if (verified.size > VERIFIED_TOKENS_KEPT) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
}
