import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RoleName } from '@labstock/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { bookings } from '../db/schema.js';
import { createScheduler } from '../jobs/scheduler.js';
import { countEmail } from '../lib/process-metrics.js';
import {
  createLoan,
  createReservation,
  createTypeWithComponents,
  createWaitlistEntry,
} from '../modules/lending/lending-fixtures.js';
import { LogLines } from '../testing/log-lines.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { testDatabaseKind } from '../testing/test-database.js';

const silentLog = { info: () => {}, error: () => {} };

describe('GET /metrics with PROMETHEUS_TOKEN', () => {
  let t: TestApp;
  const scrape = (authorization?: string) =>
    t.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a token too short to be a secret, and counts an empty one as none', () => {
    expect(() => loadConfig({ PROMETHEUS_TOKEN: 'short' })).toThrow(/PROMETHEUS_TOKEN must be at least 16/);
    expect(loadConfig({ PROMETHEUS_TOKEN: '' }).PROMETHEUS_TOKEN).toBeUndefined();
  });

  it('answers only the configured bearer token, whatever the address', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer test-prometheus-token-but-longer')).statusCode).toBe(401);
    expect((await scrape('Bearer test-prometheus-toke')).statusCode).toBe(401);
    const admin = await t.createUser(['Admin']);
    expect((await scrape(admin.headers.authorization)).statusCode).toBe(401);
    const res = await t.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer test-prometheus-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('tells request durations by route pattern, method and status class, never by the address asked for', async () => {
    const admin = await t.createUser(['Admin']);
    await t.inject({ method: 'GET', url: '/api/ComponentTypes/2000000000', user: admin });
    await t.inject({ method: 'GET', url: '/api/health' });
    const text = (await scrape('Bearer test-prometheus-token')).body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/ComponentTypes\/:id",status="4xx"\} \d+/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="2xx"\} \d+/);
    expect(text).not.toContain('2000000000"');
  });

  it("tells the jobs' runs by outcome, the e-mails by outcome and the process's own figures", async () => {
    const jobs = [
      { name: 'metrics-test-done', lockKey: 990_001, intervalMs: 60_000, run: async () => 1 },
      {
        name: 'metrics-test-failing',
        lockKey: 990_002,
        intervalMs: 60_000,
        run: async () => {
          throw new Error('planned failure');
        },
      },
    ];
    await createScheduler({ db: t.db, clock: t.clock, config: t.config }, silentLog, jobs).stop();
    countEmail('failed');
    const text = (await scrape('Bearer test-prometheus-token')).body;
    expect(text).toMatch(/labstock_job_runs_total\{job="metrics-test-done",outcome="done"\} 1/);
    expect(text).toMatch(/labstock_job_runs_total\{job="metrics-test-failing",outcome="failed"\} 1/);
    expect(text).toMatch(/labstock_emails_total\{outcome="sent"\} \d+/);
    expect(text).toMatch(/labstock_emails_total\{outcome="failed"\} [1-9]/);
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it(`tells the database pool ${testDatabaseKind === 'postgres' ? 'on PostgreSQL' : 'only on PostgreSQL, which has one'}`, async () => {
    const text = (await scrape('Bearer test-prometheus-token')).body;
    for (const name of [
      'labstock_database_pool_connections',
      'labstock_database_pool_idle_connections',
      'labstock_database_pool_waiting_requests',
    ]) {
      if (testDatabaseKind === 'postgres') expect(text).toMatch(new RegExp(`\\n${name} \\d+`));
      else expect(text).not.toContain(name);
    }
  });
});

describe("GET /metrics's lending gauges", () => {
  const log = new LogLines();
  let t: TestApp;
  const gauges = async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer test-prometheus-token' },
    });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(
      [...res.body.matchAll(/^(labstock_[a-z_]+) (\d+)$/gm)].map(([, name, value]) => [name, Number(value)]),
    );
  };
  beforeAll(async () => {
    t = await createTestApp({ logStream: log });
  });
  afterAll(() => t.close());

  it("count the active and overdue loans by the lab's today, the reservations, the live bookings and those at risk, and the loaners waiting", async () => {
    expect(await gauges()).toMatchObject({
      labstock_active_loans: 0,
      labstock_overdue_loans: 0,
      labstock_reservations: 0,
      labstock_bookings: 0,
      labstock_bookings_at_risk: 0,
      labstock_waiting_loaners: 0,
    });
    const [ada, bo] = [await t.createUser([RoleName.Loaner]), await t.createUser([RoleName.Loaner])];
    const stock = await createTypeWithComponents(t.db, 5);
    const other = await createTypeWithComponents(t.db, 0);
    const [lent, lentLate, dueToday, returned, reserved] = stock.componentIds as [
      number,
      number,
      number,
      number,
      number,
    ];
    // The test clock's today in the lab (Europe/Copenhagen) is 2026-03-10.
    await createLoan(t.db, { loanerId: ada.loanerId, componentId: lent, returnDate: '2026-03-12' });
    await createLoan(t.db, { loanerId: ada.loanerId, componentId: lentLate, returnDate: '2026-03-09' });
    await createLoan(t.db, { loanerId: bo.loanerId, componentId: dueToday, returnDate: '2026-03-10' });
    await createLoan(t.db, { loanerId: bo.loanerId, componentId: returned, returnDate: '2026-03-01' });
    await t.db.execute(sql`update loans set returned_at = now() where component_id = ${returned}`);
    await createReservation(t.db, { loanerId: bo.loanerId, componentId: reserved, reservationDate: t.clock.now() });
    const booking = { componentTypeId: stock.componentTypeId, quantity: 1, fromDay: '2026-03-20', toDay: '2026-03-21' };
    await t.db.insert(bookings).values([
      { ...booking, loanerId: ada.loanerId },
      { ...booking, loanerId: bo.loanerId, status: 'Ready', atRisk: true },
      { ...booking, loanerId: bo.loanerId, status: 'Cancelled', atRisk: true },
    ]);
    await createWaitlistEntry(t.db, { componentTypeId: stock.componentTypeId, loanerId: ada.loanerId });
    await createWaitlistEntry(t.db, { componentTypeId: other.componentTypeId, loanerId: ada.loanerId });
    await createWaitlistEntry(t.db, { componentTypeId: other.componentTypeId, loanerId: bo.loanerId });
    const lendingNow = {
      labstock_active_loans: 3,
      labstock_overdue_loans: 1,
      labstock_reservations: 1,
      labstock_bookings: 2,
      labstock_bookings_at_risk: 1,
      labstock_waiting_loaners: 2,
    };
    expect(await gauges()).toMatchObject(lendingNow);
    // 23:30 UTC is already the 11th in the lab: the loan due on the 10th is overdue there.
    t.clock.set('2026-03-10T23:30:00Z');
    expect(await gauges()).toMatchObject({ ...lendingNow, labstock_overdue_loans: 2 });
  });

  it('are left out of a scrape whose lending query fails, which still answers the other series and logs why', async () => {
    await t.db.execute(sql`alter table waitlist_entries rename to waitlist_entries_away`);
    try {
      const res = await t.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer test-prometheus-token' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
      expect(res.body).toContain('labstock_emails_total');
      expect(res.body).not.toContain('labstock_active_loans');
      expect(log.entries()).toContainEqual(
        expect.objectContaining({ level: 50, msg: expect.stringMatching(/lending figures could not be read/) }),
      );
    } finally {
      await t.db.execute(sql`alter table waitlist_entries_away rename to waitlist_entries`);
    }
    expect(await gauges()).toHaveProperty('labstock_waiting_loaners', 2);
  });
});

describe('GET /metrics without PROMETHEUS_TOKEN', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'labstock-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Labstock</title>');
    t = await createTestApp({ env: { PROMETHEUS_TOKEN: '', WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a client on this machine, at any host name, and never with the web app', async () => {
    for (const host of ['localhost:3999', '127.0.0.1:3999', 'labstock-1:3000']) {
      const res = await t.inject({ method: 'GET', url: '/metrics', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.body, host).toContain('# TYPE http_request_duration_seconds histogram');
    }
    expect((await t.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('is no route for any other client, nor for one a proxy on this machine forwarded', async () => {
    for (const remoteAddress of ['203.0.113.9', '10.0.0.5', '::ffff:10.0.0.5']) {
      const res = await t.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]) {
      expect((await t.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(404);
    }
  });
});
