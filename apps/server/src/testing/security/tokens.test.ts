import { RoleName } from '@labstock/shared';
import { importJWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdpKeys } from '../../idp/signing-keys.js';
import { bearer, ssoToken } from '../../modules/loaners/loaners.fixtures.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp, type TestUser } from '../test-app.js';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A token with the given header and claims and no signature at all (alg none). */
const unsigned = (header: object, claims: object) => `${base64url(header)}.${base64url(claims)}.`;

/** Only the tokens the server means to accept get in: algorithm pinned, expiry required and enforced. */
describe('access tokens', () => {
  let t: TestApp;
  let admin: TestUser;
  let productClaims: JWTPayload;
  const secret = new TextEncoder().encode(TEST_JWT_SECRET);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser([RoleName.Admin]);
    productClaims = { sub: String(admin.loanerId), auId: admin.auId, role: [RoleName.Admin], iss: 'labstock' };
  });
  afterAll(() => t.close());

  const adminCall = (authorization: string) =>
    t.inject({ method: 'GET', url: '/api/Loaners', headers: { authorization } });
  const productToken = (claims: JWTPayload, alg = 'HS256') =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);

  it('lets the genuine product token in', async () => {
    expect((await adminCall(`Bearer ${admin.token}`)).statusCode).toBe(200);
  });

  it.each([
    ['signed with alg none', async () => unsigned({ alg: 'none', typ: 'JWT' }, { ...productClaims, exp: now() + 600 })],
    ['signed with HS512 and the right key', () => productToken({ ...productClaims, exp: now() + 600 }, 'HS512')],
    ['expired', () => productToken({ ...productClaims, exp: now() - 1 })],
    ['without an expiry', () => productToken(productClaims)],
    ['from another issuer', () => productToken({ ...productClaims, iss: 'someone-else', exp: now() + 600 })],
    [
      'signed with another key',
      () =>
        new SignJWT({ ...productClaims, exp: now() + 600 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign')),
    ],
    [
      'with its claims changed after signing',
      async () => {
        const [header, , signature] = admin.token.split('.');
        return `${header}.${base64url({ ...productClaims, sub: '1', exp: now() + 600 })}.${signature}`;
      },
    ],
    ['that is a single sign-on token, not a product token', () => ssoToken(t, `${admin.auId}@uni.example`)],
  ])('refuses a product token %s with 401', async (_name, makeToken) => {
    const res = await adminCall(`Bearer ${await makeToken()}`);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  describe('single sign-on tokens (POST Loaners/token)', () => {
    const tokenCall = (token: string) =>
      t.inject({ method: 'POST', url: '/api/Loaners/token', headers: bearer(token) });
    /** Signed with the issuer's own key, with these claims over the genuine ones. */
    async function ssoSigned(claims: JWTPayload) {
      const keys = await loadIdpKeys(t.db);
      const genuine = { preferred_username: 'au123123@uni.example', iss: t.config.issuer, aud: t.config.OIDC_AUDIENCE };
      return new SignJWT({ ...genuine, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwk.kid })
        .sign(await importJWK(keys.privateJwk, 'RS256'));
    }

    it('takes the issuer’s genuine token', async () => {
      expect((await tokenCall(await ssoSigned({ exp: now() + 600 }))).statusCode).toBe(200);
    });

    it.each([
      ['a product token', async () => admin.token],
      [
        'alg none',
        async () =>
          unsigned(
            { alg: 'none' },
            {
              preferred_username: 'au1@uni.example',
              iss: t.config.issuer,
              aud: t.config.OIDC_AUDIENCE,
              exp: now() + 600,
            },
          ),
      ],
      [
        'HS256 with the key id of the issuer’s key',
        async () => {
          const keys = await loadIdpKeys(t.db);
          return new SignJWT({ preferred_username: 'au1@uni.example', exp: now() + 600 })
            .setProtectedHeader({ alg: 'HS256', kid: keys.privateJwk.kid })
            .setIssuer(t.config.issuer)
            .setAudience(t.config.OIDC_AUDIENCE)
            .sign(new TextEncoder().encode(JSON.stringify(keys.publicJwks)));
        },
      ],
      ['expired', () => ssoSigned({ exp: now() - 1 })],
      ['without an expiry', () => ssoSigned({})],
      ['for another audience', () => ssoSigned({ exp: now() + 600, aud: 'another-api' })],
    ])('refuses %s with 401', async (_name, makeToken) => {
      expect((await tokenCall(await makeToken())).statusCode).toBe(401);
    });
  });
});
