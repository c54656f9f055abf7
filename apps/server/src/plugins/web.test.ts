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
    // inject asks for host localhost:80, PUBLIC_URL's address: no request here is sent elsewhere.
    t = await createTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'http://localhost' } });
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

  it('answers a page address that cannot be decoded with the app shell, whose router says it names nothing', async () => {
    const res = await t.inject({ method: 'GET', url: '/components/details/%E0%A4%A' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Labstock</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const api = await t.inject({ method: 'GET', url: '/api/ComponentTypes/%E0%A4%A' });
    expect(api.headers['content-type']).toContain('application/problem+json');
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

  it('answers a file missing from /assets/ with 404, not the app shell', async () => {
    for (const url of ['/assets/missing.js', '/Assets/index-Gone99.css']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
  });

  it('never serves a file outside the build folder', async () => {
    const res = await t.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });

  it('sends a page asked for at another address to the same path at PUBLIC_URL', async () => {
    for (const host of ['127.0.0.1:3000', 'lab-pc-17', 'localhost:8080']) {
      const res = await t.inject({ method: 'GET', url: '/Components?search=led', headers: { host } });
      expect(res.statusCode, host).toBe(302);
      expect(res.headers.location).toBe('http://localhost/Components?search=led');
    }
    const asset = await t.inject({ method: 'GET', url: '/blank.html', headers: { host: '127.0.0.1' } });
    expect(asset.headers.location).toBe('http://localhost/blank.html');
  });

  it('serves pages at PUBLIC_URL, also through a proxy that names it in X-Forwarded-Host', async () => {
    const direct = await t.inject({ method: 'GET', url: '/Components', headers: { host: 'localhost' } });
    expect(direct.statusCode).toBe(200);
    const proxied = await t.inject({
      method: 'GET',
      url: '/Components',
      headers: { host: '10.0.0.7:3000', 'x-forwarded-host': 'localhost' },
    });
    expect(proxied.statusCode).toBe(200);
  });

  it('answers the API and the sign-in provider at any address', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(200);
    const discovery = await t.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(discovery.statusCode).toBe(200);
  });

  it('answers unknown API paths with a problem, not the app shell', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
