import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('serving the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'labstock-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Labstock</title>');
    writeFileSync(path.join(dist, 'blank.html'), '<!doctype html><title>blank</title>');
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers client routes with the app shell, never cached', async () => {
    for (const url of ['/', '/Components', '/components/details/3', '/Users?x=1']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Labstock</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves files of a build made after the server started, hashed assets cached for a year', async () => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    const res = await t.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await t.inject({ method: 'GET', url: '/blank.html' })).body).toContain('blank');
  });

  it('never serves a file outside the build folder', async () => {
    const res = await t.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });

  it('answers unknown API paths with a problem, not the app shell', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
