import { RoleName } from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { bearer, ssoToken } from '../../modules/loaners/loaners.fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../test-app.js';

const LIMIT = 3;

/** The calls that take credentials from outside are limited per client, failed attempts included. */
describe('rate limits on the token, register and sensor calls', () => {
  let t: TestApp;
  let sso: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    sso = bearer(await ssoToken(t, 'au555001@uni.example'));
  });
  afterAll(() => t.close());

  /** Statuses of LIMIT + 2 calls from one client address (or the given X-Forwarded-For per call). */
  async function burst(call: (i: number) => Promise<{ statusCode: number }>) {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await call(i)).statusCode);
    return statuses;
  }
  const limited = (ok: number) => [...Array(LIMIT).fill(ok), 429, 429];

  it('limits POST Loaners/token', async () => {
    expect(await burst(() => t.inject({ method: 'POST', url: '/api/Loaners/token', headers: sso }))).toEqual(
      limited(200),
    );
  });

  it('limits POST Loaners/register, each route on its own budget', async () => {
    const register = () =>
      t.inject({ method: 'POST', url: '/api/Loaners/register', headers: sso, payload: { studentNo: '' } });
    expect(await burst(register)).toEqual(limited(400));
  });

  it('counts failed credentials: guessing the sensor key is limited too', async () => {
    const guess = (i: number) =>
      t.inject({
        method: 'POST',
        url: '/api/LiveMetrics',
        headers: { 'x-api-key': `guess-${i}` },
        payload: { name: 'elabisopen', value: 'true' },
      });
    expect(await burst(guess)).toEqual(limited(401));
    const limitedAnswer = await guess(99);
    expect(limitedAnswer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(limitedAnswer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is not fooled by a made-up X-Forwarded-For when no proxy is trusted', async () => {
    const forged = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    try {
      const call = (i: number) =>
        forged.inject({ method: 'POST', url: '/api/Loaners/token', headers: { 'x-forwarded-for': `10.0.0.${i}` } });
      expect(await burst(call)).toEqual(limited(401));
    } finally {
      await forged.close();
    }
  });

  it('leaves the other routes unlimited', async () => {
    const statuses = await burst(() => t.inject({ method: 'GET', url: '/api/health' }));
    expect(statuses).toEqual(Array(LIMIT + 2).fill(200));
  });
});

describe('rate limits at the default budget, behind a trusted reverse proxy', () => {
  const DEFAULT_LIMIT = 60;
  const sensorReading = { name: 'elabisopen', value: 'true' };
  let t: TestApp;
  // The test's requests come from 127.0.0.1, the proxy; the client addresses are what the proxy appends.
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(DEFAULT_LIMIT), TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, remoteAddress?: string) =>
    t.inject({ method: 'POST', url: '/api/LiveMetrics', headers, payload: sensorReading, remoteAddress });

  it('counts a client by the address the proxy saw, whatever the client wrote in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const forged = `198.51.100.${i}`;
      const res = await post({ 'x-api-key': `guess-${i}`, 'x-forwarded-for': `${forged}, 203.0.113.9` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(DEFAULT_LIMIT).fill(401), ...Array(10).fill(429)]);
    // Another client behind the same proxy has a budget of its own.
    expect((await post({ 'x-api-key': 'guess', 'x-forwarded-for': '203.0.113.10' })).statusCode).toBe(401);
  });

  it('never locks the door sensor out: wrong keys from its address leave its own key working', async () => {
    const sensorAddress = '192.0.2.7';
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_LIMIT + 5; i++)
      statuses.push((await post({ 'x-api-key': `guess-${i}` }, sensorAddress)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect((await post({ 'x-api-key': 'test-metrics-key' }, sensorAddress)).statusCode).toBe(204);
  });
});

describe('the lending writes a user makes for themselves share one budget per user', () => {
  const WRITES = 4;
  let t: TestApp;
  let loaner: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { LENDING_WRITES_PER_MINUTE: String(WRITES) } });
    loaner = await t.createUser([RoleName.Loaner]);
  });
  afterAll(() => t.close());

  // Each answers at once without the limit (nothing of the kind exists, or the body is not one), so only the
  // budget decides the 429.
  const writes = [
    { method: 'POST', url: '/api/Reservations/999999' },
    { method: 'POST', url: '/api/Waitlist/999999' },
    { method: 'POST', url: '/api/Bookings', payload: { componentTypeId: 999999 } },
    { method: 'DELETE', url: '/api/Bookings/999999' },
    { method: 'POST', url: '/api/Loans/User/999999/extension', payload: { returnDate: '9999-12-31' } },
    { method: 'DELETE', url: '/api/Reservations/User/999999' },
  ] as const;

  it('answers 429 with Retry-After past the budget, across reserve, waiting list, bookings and extensions', async () => {
    const statuses: number[] = [];
    for (const write of writes) statuses.push((await t.inject({ ...write, user: loaner })).statusCode);
    expect(statuses).toEqual([404, 404, 400, 404, 429, 429]);
    const refused = await t.inject({ ...writes[0], user: loaner });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(
      /^Too many lending requests: at most 4 a minute\. Try again in \d+ seconds\.$/,
    );
    // Reading is not writing, and the server answers everyone else as before.
    expect((await t.inject({ method: 'GET', url: '/api/Reservations/User', user: loaner })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('counts each user apart, and no call without a token', async () => {
    const other = await t.createUser([RoleName.Loaner]);
    for (let i = 0; i < WRITES + 2; i++) expect((await t.inject({ ...writes[0] })).statusCode).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < WRITES + 1; i++) statuses.push((await t.inject({ ...writes[0], user: other })).statusCode);
    expect(statuses).toEqual([...Array(WRITES).fill(404), 429]);
  });

  it("leaves the counter's Clerk work unlimited: hand-outs, consumables issued with them, and hand-ins", async () => {
    const clerk = await t.createUser([RoleName.Clerk]);
    const statuses = new Set<number>();
    for (let i = 0; i < WRITES + 2; i++) {
      const batch = { loanerId: 999999, handinDate: '2026-03-17', componentIds: [999999] };
      const consumables = [{ componentTypeId: 999999, quantity: 1 }];
      for (const payload of [batch, { ...batch, consumables }]) {
        statuses.add((await t.inject({ method: 'POST', url: '/api/Loans/batch', user: clerk, payload })).statusCode);
      }
      const handin = { items: [{ loanId: 999999, status: 0 }] };
      statuses.add(
        (await t.inject({ method: 'POST', url: '/api/Loans/handin', user: clerk, payload: handin })).statusCode,
      );
    }
    expect(statuses.has(429)).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true at start and says to name the proxy addresses instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe an X-Forwarded-For from anyone.*TRUST_PROXY=10\.0\.0\.5/,
    );
  });

  it('refuses a hop count, which cannot tell the proxy from a client connecting directly', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a number of proxy hops/);
  });

  it('refuses what is not an address, a range or a named range', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5, proxy.lab, 10.0.0.0/33' })).toThrow(
      /"proxy\.lab" is not an IP address.*"10\.0\.0\.0\/33" is not an IP address/,
    );
  });

  it('takes addresses, CIDR ranges and named ranges; none when unset or false', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, fd00::/8, Loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });
});
