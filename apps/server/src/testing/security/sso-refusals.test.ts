import { messages, type Problem, SsoRefusal, ssoRefusalType } from '@labstock/shared';
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../modules/loaners/loaners.fixtures.js';
import { LogLines } from '../log-lines.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newIssuerKey, signedToken, startTestIssuer, type TestIssuer } from '../test-issuer.js';

const now = () => Math.floor(Date.now() / 1000);
const AUDIENCE = 'labstock-api';

/**
 * A single sign-on token the server refuses says why: the administrator reads expected against got in the log (at
 * warn, without the token), the user reads what to check in the answer. Tokens are signed for real and checked
 * against a key set served over HTTP, as an organisation's issuer serves it.
 */
describe('refused single sign-on tokens', () => {
  const log = new LogLines();
  const tokens: string[] = [];
  let issuer: TestIssuer;
  let t: TestApp;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    t = await createTestApp({ env: { OIDC_ISSUER: issuer.url, OIDC_AUDIENCE: AUDIENCE }, logStream: log });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  const genuineClaims = (): JWTPayload => ({
    iss: issuer.url,
    aud: AUDIENCE,
    exp: now() + 600,
    preferred_username: 'au100200@uni.example',
  });

  async function fetchProductToken(token: string) {
    tokens.push(token);
    const res = await t.inject({ method: 'POST', url: '/api/Loaners/token', headers: bearer(token) });
    return { status: res.statusCode, problem: res.json() as Problem, requestId: res.headers['x-request-id'] };
  }

  /** The warn line the refusal of this request wrote. */
  function refusalLine(requestId: unknown) {
    const line = log.entries().find((entry) => entry.reqId === requestId && entry.ssoRefusal);
    expect(line, 'a log line saying why').toBeDefined();
    expect(line?.level).toBe(40);
    return line;
  }

  it('takes the genuine token', async () => {
    expect((await fetchProductToken(await signedToken(issuer.key, genuineClaims()))).status).toBe(200);
  });

  it('names the audiences when the token is for another one (an issuer that ignored the resource parameter)', async () => {
    const { status, problem, requestId } = await fetchProductToken(
      await signedToken(issuer.key, { ...genuineClaims(), aud: ['account', 'broker'] }),
    );
    expect(status).toBe(401);
    expect(problem).toMatchObject({ type: ssoRefusalType(SsoRefusal.Audience), detail: messages.ssoWrongAudience });
    expect(refusalLine(requestId)).toMatchObject({
      ssoRefusal: 'audience',
      expected: AUDIENCE,
      got: ['account', 'broker'],
      msg: 'single sign-on access token refused: wrong audience',
    });
  });

  it('names the issuers when the token was issued under another name', async () => {
    const { status, problem, requestId } = await fetchProductToken(
      await signedToken(issuer.key, { ...genuineClaims(), iss: `${issuer.url}/realms/other` }),
    );
    expect(status).toBe(401);
    expect(problem).toMatchObject({ type: ssoRefusalType(SsoRefusal.Issuer), detail: messages.ssoWrongIssuer });
    expect(refusalLine(requestId)).toMatchObject({ expected: issuer.url, got: `${issuer.url}/realms/other` });
  });

  it('names the issuers when another issuer signed the token with its own key', async () => {
    const stranger = await newIssuerKey('someone-elses-key');
    const { status, problem, requestId } = await fetchProductToken(
      await signedToken(stranger, { ...genuineClaims(), iss: 'https://login.elsewhere.example' }),
    );
    expect(status).toBe(401);
    expect(problem.type).toBe(ssoRefusalType(SsoRefusal.Issuer));
    expect(refusalLine(requestId)).toMatchObject({ expected: issuer.url, got: 'https://login.elsewhere.example' });
  });

  it('says when the token expired', async () => {
    const { status, problem, requestId } = await fetchProductToken(
      await signedToken(issuer.key, { ...genuineClaims(), exp: now() - 120 }),
    );
    expect(status).toBe(401);
    expect(problem).toMatchObject({ type: ssoRefusalType(SsoRefusal.Expired), detail: messages.ssoExpired });
    expect(refusalLine(requestId)).toMatchObject({ ssoRefusal: 'expired', expiredAt: expect.any(String) });
  });

  it('says when the signature does not match the issuer’s key of that id', async () => {
    const forger = await newIssuerKey(issuer.key.kid);
    const { status, problem, requestId } = await fetchProductToken(await signedToken(forger, genuineClaims()));
    expect(status).toBe(401);
    expect(problem).toMatchObject({ type: ssoRefusalType(SsoRefusal.Signature), detail: messages.ssoBadSignature });
    expect(refusalLine(requestId)).toMatchObject({ ssoRefusal: 'signature', kid: issuer.key.kid });
  });

  it('names the key id the issuer does not publish', async () => {
    const rotatedAway = await newIssuerKey('rotated-away');
    const { status, problem, requestId } = await fetchProductToken(await signedToken(rotatedAway, genuineClaims()));
    expect(status).toBe(401);
    expect(problem).toMatchObject({ type: ssoRefusalType(SsoRefusal.UnknownKey), detail: messages.ssoUnknownKey });
    expect(refusalLine(requestId)).toMatchObject({ ssoRefusal: 'unknown-key', kid: 'rotated-away' });
  });

  it('never writes a token to the log', () => {
    const written = log.text.join('');
    for (const token of tokens) {
      expect(written).not.toContain(token);
      expect(written).not.toContain(token.split('.')[2]);
    }
  });
});

describe('an issuer the server cannot reach', () => {
  const log = new LogLines();
  let t: TestApp;

  beforeAll(async () => {
    // A port nobody listens on any more.
    const gone = await startTestIssuer();
    await gone.close();
    t = await createTestApp({ env: { OIDC_ISSUER: gone.url, OIDC_AUDIENCE: AUDIENCE }, logStream: log });
  });
  afterAll(() => t.close());

  it('answers 503 saying so, and logs the discovery address that failed', async () => {
    const key = await newIssuerKey('any');
    const token = await signedToken(key, { iss: t.config.issuer, aud: AUDIENCE, exp: now() + 600, sub: 'x' });
    const res = await t.inject({ method: 'POST', url: '/api/Loaners/token', headers: bearer(token) });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({
      type: ssoRefusalType(SsoRefusal.IssuerUnreachable),
      detail: messages.ssoIssuerUnreachable,
    });
    const line = log.entries().find((entry) => entry.reqId === res.headers['x-request-id'] && entry.ssoRefusal);
    expect(line).toMatchObject({ level: 40, ssoRefusal: 'issuer-unreachable', issuer: t.config.issuer });
    expect(line?.cause).toContain(`${t.config.issuer}/.well-known/openid-configuration`);
  });
});
