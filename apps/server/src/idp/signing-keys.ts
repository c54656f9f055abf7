import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.js';
import { getOrCreateSecret } from '../lib/secrets.js';

export interface IdpKeys {
  /** The private signing key (with `kid`, `alg`, `use`), as oidc-provider takes it. */
  privateJwk: JWK;
  /** The public half: the provider's JWKS. */
  publicJwks: { keys: JWK[] };
}

/** The development provider's RS256 key pair, generated on first boot and kept in the database. */
export async function loadIdpKeys(db: Database): Promise<IdpKeys> {
  const stored = await getOrCreateSecret(db, 'idp-signing-key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' });
  });
  const privateJwk = JSON.parse(stored) as JWK;
  const { d, p, q, dp, dq, qi, ...publicJwk } = privateJwk;
  return { privateJwk, publicJwks: { keys: [publicJwk] } };
}
