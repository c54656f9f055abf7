import { messages, type Problem, RoleName, SsoRefusal, ssoRefusalType } from '@labstock/shared';
import { decodeJwt, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { bearer } from '../../modules/loaners/loaners.fixtures.js';
import { LogLines } from '../log-lines.js';
import { createTestApp } from '../test-app.js';
import { signedToken, startTestIssuer, type TestIssuer } from '../test-issuer.js';

const now = () => Math.floor(Date.now() / 1000);
const AUDIENCE = 'labstock-api';
const registration = { studentNo: '123456', mobileNo: '12345678', email: 'someone@uni.example' };

/**
 * Who a single sign-on token names is read from one claim (OIDC_USERNAME_CLAIM) and, with OIDC_USERNAME_DOMAINS,
 * only from usernames of those domains: a guest account, a social login or an e-mail address the user may change
 * elsewhere must not make someone the lab's au900001, its bootstrap Admin. Tokens are signed for real by an issuer
 * serving its key set over HTTP.
 */
async function startLab(issuer: TestIssuer, env: Record<string, string>, log?: LogLines) {
  const t = await createTestApp({
    env: { OIDC_ISSUER: issuer.url, OIDC_AUDIENCE: AUDIENCE, BOOTSTRAP_ADMINS: 'au900001', ...env },
    logStream: log,
  });
  const token = (claims: JWTPayload) =>
    signedToken(issuer.key, { iss: issuer.url, aud: AUDIENCE, exp: now() + 600, ...claims });
  /** Registers whoever the token names; the answer, and the product token's AU id and roles when it succeeded. */
  async function register(claims: JWTPayload) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/Loaners/register',
      headers: bearer(await token(claims)),
      payload: registration,
    });
    const signedIn = res.statusCode === 201 ? decodeJwt((res.json() as { token: string }).token) : undefined;
    return { res, problem: res.json() as Problem, auId: signedIn?.auId, roles: signedIn?.role };
  }
  return { t, token, register };
}

describe('the username domain', () => {
  const log = new LogLines();
  let issuer: TestIssuer;
  let lab: Awaited<ReturnType<typeof startLab>>;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    lab = await startLab(issuer, { OIDC_USERNAME_DOMAINS: 'uni.example, Post.Uni.Example' }, log);
  });
  afterAll(async () => {
    await lab.t.close();
    await issuer.close();
  });

  it('refuses a username of another domain, saying the domain is not accepted, and makes nobody Admin', async () => {
    const { res, problem } = await lab.register({ preferred_username: 'au900001@gmail.com' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problem).toMatchObject({
      type: ssoRefusalType(SsoRefusal.UsernameDomain),
      detail: messages.ssoUsernameDomain('preferred_username', 'gmail.com'),
      claim: 'preferred_username',
      domain: 'gmail.com',
    });
    expect(problem.detail).toContain('not accepted');
    const line = log.entries().find((entry) => entry.reqId === res.headers['x-request-id'] && entry.ssoRefusal);
    expect(line).toMatchObject({
      level: 40,
      ssoRefusal: 'username-domain',
      msg: 'single sign-on access token refused: username domain not accepted',
      claim: 'preferred_username',
      domain: 'gmail.com',
      accepted: ['uni.example', 'post.uni.example'],
    });
  });

  it('refuses a username without a domain when domains are set', async () => {
    const { res, problem } = await lab.register({ preferred_username: 'au900001' });
    expect(res.statusCode).toBe(401);
    expect(problem).toMatchObject({
      type: ssoRefusalType(SsoRefusal.UsernameDomain),
      detail: messages.ssoUsernameNoDomain('preferred_username'),
      claim: 'preferred_username',
      domain: null,
    });
  });

  it('refuses a domain that only ends like an accepted one', async () => {
    for (const username of [
      'au900001@evil-uni.example',
      'au900001@uni.example.evil.example',
      'au900001@x@uni.example',
    ]) {
      expect((await lab.register({ preferred_username: username })).res.statusCode, username).toBe(401);
    }
  });

  it('takes the accepted domains whatever their case: the bootstrap Admin is reached only through them', async () => {
    const admin = await lab.register({ preferred_username: 'AU900001@UNI.Example' });
    expect(admin.res.statusCode).toBe(201);
    expect(admin).toMatchObject({ auId: 'au900001', roles: expect.arrayContaining([RoleName.Admin]) });
    const student = await lab.register({ preferred_username: 'au900002@post.uni.example' });
    expect(student).toMatchObject({ auId: 'au900002', roles: [RoleName.Loaner] });
  });
});

describe('the username claim', () => {
  const log = new LogLines();
  let issuer: TestIssuer;
  let byDefault: Awaited<ReturnType<typeof startLab>>;
  let entra: Awaited<ReturnType<typeof startLab>>;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    byDefault = await startLab(issuer, {}, log);
    entra = await startLab(issuer, { OIDC_USERNAME_CLAIM: 'upn' });
  });
  afterAll(async () => {
    await byDefault.t.close();
    await entra.t.close();
    await issuer.close();
  });

  it('falls back to no other claim: a token with only an e-mail address names nobody, and the refusal names the claim', async () => {
    const { res, problem } = await byDefault.register({ email: 'au900001@gmail.com', upn: 'au900001@uni.example' });
    expect(res.statusCode).toBe(401);
    expect(problem).toMatchObject({
      type: ssoRefusalType(SsoRefusal.NoUser),
      detail: messages.ssoNoUser('preferred_username'),
      claim: 'preferred_username',
    });
    expect(problem.detail).toContain('preferred_username');
    const line = log.entries().find((entry) => entry.reqId === res.headers['x-request-id'] && entry.ssoRefusal);
    expect(line).toMatchObject({
      ssoRefusal: 'no-user',
      claim: 'preferred_username',
      claims: expect.arrayContaining(['email', 'upn']),
    });
  });

  it('without domains, takes the part before the @ of the configured claim, of any domain', async () => {
    expect(await byDefault.register({ preferred_username: 'au900003@elsewhere.example' })).toMatchObject({
      auId: 'au900003',
    });
  });

  it('reads the claim it is told to (Entra ID: upn), and only that one', async () => {
    const admin = await entra.register({ upn: 'AU900001@uni.example', preferred_username: 'au900009@uni.example' });
    expect(admin).toMatchObject({ auId: 'au900001', roles: expect.arrayContaining([RoleName.Admin]) });
    const { res, problem } = await entra.register({ preferred_username: 'au900004@uni.example' });
    expect(res.statusCode).toBe(401);
    expect(problem).toMatchObject({ detail: messages.ssoNoUser('upn'), claim: 'upn' });
  });
});

describe('the username settings', () => {
  it('refuses to start with a domain written with its @, which no username would match', () => {
    expect(() => loadConfig({ OIDC_USERNAME_DOMAINS: 'uni.example, @post.uni.example' })).toThrow(
      /OIDC_USERNAME_DOMAINS: OIDC_USERNAME_DOMAINS lists domains without the @/,
    );
    expect(loadConfig({ OIDC_USERNAME_DOMAINS: ' Uni.Example ,post.uni.example' }).OIDC_USERNAME_DOMAINS).toEqual([
      'uni.example',
      'post.uni.example',
    ]);
    expect(loadConfig({}).OIDC_USERNAME_CLAIM).toBe('preferred_username');
  });
});
