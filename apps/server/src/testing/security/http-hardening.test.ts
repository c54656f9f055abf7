import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

const LAB_ORIGIN = 'https://lab.uni.example';
const FOREIGN_ORIGIN = 'https://evil.example';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A page of the web app, at its own address and at a client route: the app runs under this policy.
  it.each(['/Components', '/Profile'])('of a page come with %s', async (url) => {
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

  // An answer, a refusal and a miss: data, never a page, whatever became of the request.
  it.each(['/api/health', '/api/Loaners', '/api/nothing-here'])(
    'of an API answer allow nothing with %s',
    async (url) => {
      const res = await t.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('of the API docs leave the policy to the docs page', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
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

describe("Node's own refusals", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends raw bytes and answers the status code, content type and body the server wrote back. */
  function rawRequest(bytes: string) {
    return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
          type: /^content-type: (.*)$/im.exec(head)?.[1] ?? '',
          body,
        });
      });
      socket.on('error', reject);
      socket.write(bytes);
    });
  }

  it('answers headers too large with 431 as a problem', async () => {
    const answer = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.type).toBe('application/problem+json');
    expect(JSON.parse(answer.body)).toEqual({
      status: 431,
      title: 'Request Header Fields Too Large',
      detail: 'The request headers are too large.',
    });
  });

  it('answers a malformed request line with 400 as a problem', async () => {
    const answer = await rawRequest('GET /api/health HTTP/1.1 nonsense\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.type).toBe('application/problem+json');
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, title: 'Bad Request' });
  });
});
