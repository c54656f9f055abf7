import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const LAB_ORIGIN = 'https://lab.uni.example';
const FOREIGN_ORIGIN = 'https://evil.example';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // An answer, a refusal, a miss and the web app: the headers do not depend on how the request went.
  it.each(['/api/health', '/api/Loaners', '/api/nothing-here', '/Components'])('come with %s', async (url) => {
    const res = await t.inject({ method: 'GET', url });
    const csp = res.headers['content-security-policy'] as string;
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('CORS', () => {
  const preflight = (t: TestApp, origin: string) =>
    t.inject({
      method: 'OPTIONS',
      url: '/api/Loaners',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
    });

  it('is closed unless origins are configured', async () => {
    const t = await createTestApp();
    try {
      const simple = await t.inject({ method: 'GET', url: '/api/health', headers: { origin: LAB_ORIGIN } });
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
      expect((await preflight(t, LAB_ORIGIN)).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('opens to the configured origins only, exposing the pagination header', async () => {
    const t = await createTestApp({ env: { CORS_ORIGINS: LAB_ORIGIN } });
    try {
      const allowed = await t.inject({ method: 'GET', url: '/api/health', headers: { origin: LAB_ORIGIN } });
      expect(allowed.headers['access-control-allow-origin']).toBe(LAB_ORIGIN);
      expect(allowed.headers['access-control-expose-headers']).toContain('X-Pagination');
      expect((await preflight(t, LAB_ORIGIN)).headers['access-control-allow-origin']).toBe(LAB_ORIGIN);
      const foreign = await t.inject({ method: 'GET', url: '/api/health', headers: { origin: FOREIGN_ORIGIN } });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      expect((await preflight(t, FOREIGN_ORIGIN)).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('health and readiness', () => {
  it('stays alive but answers not ready, as a problem, when the database is gone', async () => {
    const t = await createTestApp();
    expect((await t.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await t.database.close();
    try {
      const ready = await t.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(ready.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
      expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
