import { RoleName } from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('authorisation guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A probe route per access rule, so the guard is tested apart from any module.
    t = await createTestApp({
      extend(app) {
        app.get('/api/probe/admin', { config: { access: [RoleName.Admin] } }, async (req) => ({
          roles: req.user?.roles,
        }));
        app.get('/api/probe/signed-in', { config: { access: 'signedIn' } }, async (req) => ({
          id: req.user?.loanerId,
        }));
      },
    });
  }, 60_000);
  afterAll(() => t.close());

  it('answers 401 problem+json without a token', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/probe/admin' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
  });
  it('answers 401 for a forged or garbage token', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/probe/admin',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(res.statusCode).toBe(401);
  });
  it('answers 403 for the wrong role and lets the right role in', async () => {
    const loaner = await t.createUser([RoleName.Loaner]);
    const admin = await t.createUser([RoleName.Admin]);
    expect((await t.inject({ method: 'GET', url: '/api/probe/admin', user: loaner })).statusCode).toBe(403);
    const ok = await t.inject({ method: 'GET', url: '/api/probe/admin', user: admin });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ roles: ['Admin'] });
  });
  it('matches routes case-insensitively', async () => {
    const admin = await t.createUser([RoleName.Admin]);
    expect((await t.inject({ method: 'GET', url: '/API/Probe/ADMIN', user: admin })).statusCode).toBe(200);
  });
  it('answers 401 for the token of a user that no longer exists', async () => {
    const token = await t.tokenFor('au000000', [RoleName.Admin]);
    const res = await t.inject({
      method: 'GET',
      url: '/api/probe/signed-in',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
  it('answers unknown api paths with a 404 problem', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
  it('reports liveness and readiness', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });
});
