import { RoleName } from '@labstock/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type DatabaseHandle, openPostgres } from '../../db/client.js';
import { loanerRoles, loaners, roles } from '../../db/schema.js';
import { createProductTokenSigner } from '../../lib/product-token.js';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy.js';
import { TEST_JWT_SECRET } from '../test-app.js';
import { createPostgresDatabase } from '../test-database.js';

/**
 * A real PostgreSQL that the server stops reaching: its connections go through a TCP proxy the test cuts (every
 * connection ended, new ones refused) or stalls (every connection open, nothing forwarded) and restores. The calls that need the database say 503 meanwhile, and the
 * same process serves again once the database is back.
 */
describe('the database out of reach', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    handle = openPostgres(throughProxy.toString());
    const config = loadConfig({
      APP_ENV: 'Test',
      JWT_SECRET: TEST_JWT_SECRET,
      OIDC_ISSUER: 'https://login.uni.example/realms/lab',
      WEB_DIST: '/nonexistent-web-dist',
      JOBS: 'off',
    });
    app = await buildApp({ config, database: handle });
    const [admin] = await handle.db
      .insert(loaners)
      .values({ auId: 'au770001', firstName: 'Ada', lastName: 'Admin', email: 'au770001@uni.example' })
      .returning();
    if (!admin) throw new Error('no admin');
    const roleRows = await handle.db
      .select()
      .from(roles)
      .where(inArray(roles.name, [RoleName.Loaner, RoleName.Admin]));
    await handle.db.insert(loanerRoles).values(roleRows.map((role) => ({ loanerId: admin.id, roleId: role.id })));
    const token = await createProductTokenSigner(TEST_JWT_SECRET, 60).issue({
      loanerId: admin.id,
      auId: admin.auId,
      roles: [RoleName.Loaner, RoleName.Admin],
    });
    headers = { authorization: `Bearer ${token}` };
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await proxy?.close();
    await database?.drop();
  });

  const calls = [
    { method: 'GET', url: '/api/Categories?pageNumber=1&pageSize=0' },
    { method: 'GET', url: '/api/Loaners/Loaner' },
    { method: 'POST', url: '/api/Category', payload: { name: 'Oscilloscopes' } },
  ] as const;

  it('answers data calls with 503, Retry-After, as a problem while it is unreachable; serves again once it is back', async () => {
    for (const call of calls) expect((await app.inject({ ...call, headers })).statusCode, call.url).toBeLessThan(300);

    await proxy.cut();
    for (const call of [...calls, { method: 'GET', url: '/api/ready' } as const]) {
      const res = await app.inject({ ...call, headers });
      expect(res.statusCode, call.url).toBe(503);
      expect(res.headers['content-type'], call.url).toContain('application/problem+json');
      expect(res.headers['retry-after'], call.url).toBe('5');
      expect(res.json(), call.url).toEqual({
        status: 503,
        title: 'Service Unavailable',
        detail: 'The database is not reachable. Try again shortly.',
      });
    }

    await proxy.restore();
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const categories = await app.inject({ ...calls[0], headers });
    expect(categories.statusCode).toBe(200);
    expect(categories.json().map((category: { name: string }) => category.name)).toContain('Oscilloscopes');
  });

  // The pool's defaults (pool-settings.ts) answer within 10 s; without them the calls hang until TCP gives up.
  it('answers 503 within 10 s while it keeps the connections open but answers nothing; serves again once it answers', {
    timeout: 60_000,
  }, async () => {
    const reads = [calls[0], calls[1]];
    for (const call of reads) expect((await app.inject({ ...call, headers })).statusCode, call.url).toBe(200);

    proxy.stall();
    const started = Date.now();
    const stalled = [
      ...reads,
      { method: 'POST', url: '/api/Category', payload: { name: 'Multimeters' } },
      { method: 'GET', url: '/api/ready' },
    ] as const;
    const answers = await Promise.all(
      stalled.map(async (call) => ({
        call,
        res: await app.inject({ ...call, headers }),
        seconds: (Date.now() - started) / 1000,
      })),
    );
    for (const { call, res, seconds } of answers) {
      expect(res.statusCode, call.url).toBe(503);
      expect(res.headers['retry-after'], call.url).toBe('5');
      expect(res.json().detail, call.url).toBe('The database is not reachable. Try again shortly.');
      expect(seconds, call.url).toBeLessThan(10);
    }
    // A connection the pool opens meanwhile gets no answer either.
    const fresh = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(fresh.statusCode).toBe(503);
    expect((Date.now() - started) / 1000).toBeLessThan(20);

    await proxy.restore();
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await app.inject({ ...calls[1], headers })).statusCode).toBe(200);
  });

  it('answers 503 at the statement timeout when a call waits behind a lock held elsewhere', {
    timeout: 60_000,
  }, async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table categories in access exclusive mode');
      const started = Date.now();
      const res = await app.inject({ ...calls[0], headers });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect((Date.now() - started) / 1000).toBeLessThan(10);
    } finally {
      await holder.end();
    }
    expect((await app.inject({ ...calls[0], headers })).statusCode).toBe(200);
  });

  it('answers the calls in flight when it goes with 503 or their answer, never 500', async () => {
    const burst = Array.from({ length: 30 }, (_, i) => app.inject({ ...calls[i % 2], headers }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await proxy.cut();
    const statuses = new Set((await Promise.all(burst)).map((res) => res.statusCode));
    await proxy.restore();
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    expect((await app.inject({ ...calls[0], headers })).statusCode).toBe(200);
  });
});
