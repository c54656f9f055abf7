import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDocsRoute } from '../testing/security/api-access-table.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every registered API route', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    // `/metrics` is Prometheus's, not the API's.
    const expected = t.app.apiRoutes
      .filter((r) => r.url.startsWith('/api/') && !isDocsRoute(r.url) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('serves the browsable docs', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
