import { RoleName } from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, ssoToken } from '../../modules/loaners/loaners.fixtures.js';
import { LogLines } from '../log-lines.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * PostgreSQL text cannot hold a NUL character. One in an address, a token's claim or a username is the caller's
 * doing: a 4xx problem, never a 500 with a stack trace in the log.
 */
describe('a NUL character', () => {
  const log = new LogLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logStream: log });
  });
  afterAll(() => t.close());

  const expectProblem = (
    res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    status: number,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status });
  };

  it('in a calendar feed address is 400', async () => {
    expectProblem(await t.inject({ method: 'GET', url: '/api/calendar/%00.ics' }), 400);
    expectProblem(await t.inject({ method: 'GET', url: '/api/calendar/abc%00def.ics' }), 400);
  });

  it("in a product token's AU id is 401", async () => {
    const token = await t.tokenFor('au\u0000100001', [RoleName.Loaner]);
    const res = await t.inject({ method: 'GET', url: '/api/Loaners/Loaner', headers: bearer(token) });
    expectProblem(res, 401);
  });

  it("in the sign-on token's username is 400 at Loaners/token and Loaners/register", async () => {
    const headers = bearer(await ssoToken(t, 'au10\u00000001@uni.example'));
    expectProblem(await t.inject({ method: 'POST', url: '/api/Loaners/token', headers }), 400);
    const form = { studentNo: '201912345', mobileNo: '12 34 56 78', email: 'ib@uni.example' };
    expectProblem(await t.inject({ method: 'POST', url: '/api/Loaners/register', headers, payload: form }), 400);
  });

  it('leaves no error in the log', () => {
    expect(log.entries().filter((entry) => (entry.level as number) >= 50)).toEqual([]);
  });
});
