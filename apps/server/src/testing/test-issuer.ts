import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/** A signing key of an issuer, with its key id. */
export interface IssuerKey {
  kid: string;
  privateKey: CryptoKey;
}

export async function newIssuerKey(kid: string): Promise<IssuerKey & { publicJwk: Record<string, unknown> }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** An access token signed with the key, carrying exactly these claims. */
export function signedToken(key: IssuerKey, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' }).sign(key.privateKey);
}

export interface TestIssuer {
  /** The issuer URL (its discovery document is under /.well-known/openid-configuration). */
  url: string;
  key: IssuerKey;
  close(): Promise<void>;
}

/**
 * A real OpenID issuer over HTTP as far as a resource server sees one: the discovery document and the key set
 * (one RS256 key), on a free port of 127.0.0.1.
 */
export async function startTestIssuer(): Promise<TestIssuer> {
  const key = await newIssuerKey('test-issuer-key-1');
  let url = '';
  const server: Server = createServer((request, response) => {
    const documents: Record<string, unknown> = {
      '/.well-known/openid-configuration': { issuer: url, jwks_uri: `${url}/jwks` },
      '/jwks': { keys: [key.publicJwk] },
    };
    const document = documents[request.url ?? ''];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    key,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
