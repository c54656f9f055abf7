import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, ssoToken } from '../modules/loaners/loaners.fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

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
