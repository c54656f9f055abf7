import { APP_VERSION, RoleName } from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET Environment needs a signed-in user', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/Environment' })).statusCode).toBe(401);
  });

  it('GET Environment names the environment and the version for any role', async () => {
    for (const role of [RoleName.Loaner, RoleName.Clerk, RoleName.Admin]) {
      const res = await t.inject({ method: 'GET', url: '/api/Environment', user: await t.createUser([role]) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ environment: 'Test', version: APP_VERSION, labToday: '2026-03-10' });
    }
  });

  it("GET Environment gives the lab's today in LAB_TIME_ZONE, not the server's or the browser's day", async () => {
    // 23:30 UTC on the 10th is already the 11th in Copenhagen (UTC+1 in March).
    t.clock.set('2026-03-10T23:30:00Z');
    const copenhagen = await createTestApp({ clock: t.clock, env: { LAB_TIME_ZONE: 'Europe/Copenhagen' } });
    const honolulu = await createTestApp({ clock: t.clock, env: { LAB_TIME_ZONE: 'Pacific/Honolulu' } });
    try {
      const todayAt = async (lab: TestApp) =>
        (
          await lab.inject({ method: 'GET', url: '/api/Environment', user: await lab.createUser([RoleName.Loaner]) })
        ).json().labToday;
      expect(await todayAt(copenhagen)).toBe('2026-03-11');
      expect(await todayAt(honolulu)).toBe('2026-03-10');
    } finally {
      t.clock.set('2026-03-10T10:00:00Z');
      await Promise.all([copenhagen.close(), honolulu.close()]);
    }
  });

  it('GET auth/config tells anyone how to sign in with the embedded provider, and names the environment for the banner', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authority: 'http://localhost:3999/idp',
      clientId: 'labstock-web',
      scope: 'openid profile email',
      resource: 'http://localhost:3999/api',
      silentSignInFrame: true,
      environment: 'Test',
    });
  });
});

describe('environment with a configured OpenID provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        APP_ENV: 'Production',
        OIDC_ISSUER: 'https://login.uni.example/realms/lab',
        OIDC_CLIENT_ID: 'lab-web',
        OIDC_AUDIENCE: 'api://labstock',
        OIDC_SCOPE: 'openid profile email api://labstock/access',
      },
    });
  });
  afterAll(() => t.close());

  it('GET auth/config passes the configured provider on, without a resource parameter unless OIDC_RESOURCE asks', async () => {
    // Entra ID v2 refuses any resource parameter (AADSTS901002): the scope names the API there.
    expect((await t.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({
      authority: 'https://login.uni.example/realms/lab',
      clientId: 'lab-web',
      scope: 'openid profile email api://labstock/access',
      // login.uni.example cannot be asked here: the frame is tried, as when the issuer does not answer.
      silentSignInFrame: true,
      environment: 'Production',
    });
  });

  it('GET auth/config names OIDC_RESOURCE as the resource to ask for', async () => {
    const withResource = await createTestApp({
      env: { OIDC_ISSUER: 'https://login.uni.example/realms/lab', OIDC_RESOURCE: 'https://labstock.uni.example/api' },
    });
    try {
      const res = await withResource.inject({ method: 'GET', url: '/api/auth/config' });
      expect(res.json()).toMatchObject({ resource: 'https://labstock.uni.example/api' });
    } finally {
      await withResource.close();
    }
  });

  it('refuses to start with an OIDC_RESOURCE that is not an absolute URI (RFC 8707; issuers answer "Invalid Resource")', () => {
    expect(() => loadConfig({ OIDC_RESOURCE: 'labstock-api' })).toThrow(/OIDC_RESOURCE/);
  });

  it('does not mount the development provider', async () => {
    expect((await t.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(404);
  });

  it('GET Environment says Production', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/Environment', user: await t.createUser([RoleName.Loaner]) });
    expect(res.json()).toEqual({ environment: 'Production', version: APP_VERSION, labToday: '2026-03-10' });
  });
});
