import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('security headers and rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '3' },
      extend(app) {
        app.post('/api/probe/sensor', { config: { access: 'public' } }, async () => ({ ok: true }));
        app.post('/api/probe/ingest', { config: { access: 'metricsKey' } }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t.close());

  it('answers no CORS headers to a foreign origin unless configured', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits the credential-taking calls per client and answers 429 as a problem', async () => {
    const call = () =>
      t.inject({ method: 'POST', url: '/api/probe/ingest', headers: { 'x-api-key': 'test-metrics-key' } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await call();
    expect(limited.headers['content-type']).toContain('application/problem+json');
    // Other routes are not limited.
    for (let i = 0; i < 5; i++)
      expect((await t.inject({ method: 'POST', url: '/api/probe/sensor' })).statusCode).toBe(200);
  });
});
