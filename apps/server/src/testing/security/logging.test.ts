import { RoleName } from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogLines } from '../log-lines.js';
import { createTestApp, type TestApp, type TestUser } from '../test-app.js';

/** Structured request logs: a request id on every line, no credentials anywhere, even at the chattiest level. */
describe('request logs', () => {
  const log = new LogLines();
  let t: TestApp;
  let admin: TestUser;
  const forgedToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged-signature-value';
  const wrongKey = 'guessed-metrics-key-value';

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: log });
    admin = await t.createUser([RoleName.Admin]);
    const calls = [
      { url: '/api/Loaners', headers: admin.headers },
      { url: '/api/Loaners', headers: { authorization: `Bearer ${forgedToken}` } },
      {
        url: '/api/LiveMetrics',
        method: 'POST' as const,
        headers: { 'x-api-key': t.config.METRICS_API_KEY as string },
        payload: { name: 'elabisopen', value: 'true' },
      },
      {
        url: '/api/LiveMetrics',
        method: 'POST' as const,
        headers: { 'x-api-key': wrongKey },
        payload: { name: 'elabisopen', value: 'true' },
      },
      { url: '/api/health', headers: { 'x-request-id': 'proxy-given-id-42' } },
    ];
    for (const call of calls) await t.inject({ method: 'GET', ...call });
  });
  afterAll(() => t.close());

  it('never writes a token or an API key', () => {
    const written = log.text.join('');
    for (const secret of [admin.token, forgedToken, t.config.METRICS_API_KEY as string, wrongKey]) {
      expect(written).not.toContain(secret);
    }
  });

  it('gives every request line a request id, the proxy’s X-Request-Id when it sent one', () => {
    const requestLines = log.entries().filter((entry) => entry.req || entry.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(10);
    for (const line of requestLines) expect(line.reqId).toEqual(expect.any(String));
    const proxied = requestLines.filter((line) => line.reqId === 'proxy-given-id-42');
    expect(proxied.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('takes a client’s X-Request-Id only when it looks like an id, else gives the request one of its own', async () => {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const sent of ['x'.repeat(5_000), 'x'.repeat(129), 'two words', '<script>alert(1)</script>', 'a\tb', '']) {
      const res = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': sent } });
      const id = res.headers['x-request-id'];
      expect(id, sent.slice(0, 20)).toMatch(UUID);
      expect(log.entries().filter((entry) => entry.reqId === id).length, sent.slice(0, 20)).toBeGreaterThan(0);
    }
    expect(log.text.join('')).not.toContain('x'.repeat(129));
    const kept = `edge-01.7f3a9c:42_${'b'.repeat(110)}`;
    const res = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': kept } });
    expect(res.headers['x-request-id']).toBe(kept);
  });

  it('answers with the request id, so a user’s report can be found in the log', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    const id = res.headers['x-request-id'];
    expect(log.entries().some((entry) => entry.reqId === id)).toBe(true);
  });
});

/** A person at a terminal (APP_ENV=Development) reads one short line a request, not two JSON objects. */
describe('text log lines', () => {
  const log = new LogLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_ENV: 'Development' }, logStream: log });
  });
  afterAll(() => t.close());

  it('writes one line a request with its method, address, status and time, and no credentials', async () => {
    const admin = await t.createUser([RoleName.Admin]);
    await t.inject({ method: 'GET', url: '/api/health' });
    await t.inject({ method: 'GET', url: '/api/Loaners', headers: admin.headers });
    const lines = log.text.join('').trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/Loaners 200 \d+ ms$/),
    ]);
    expect(log.text.join('')).not.toContain(admin.token);
  });

  it('stays JSON when asked for, as a log collector reads it', async () => {
    const json = new LogLines();
    const app = await createTestApp({ env: { APP_ENV: 'Development', LOG_FORMAT: 'json' }, logStream: json });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(json.entries().map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    } finally {
      await app.close();
    }
  });
});
