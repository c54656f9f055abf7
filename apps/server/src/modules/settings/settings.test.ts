import { describe, expect, it } from 'vitest';
import { useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';
import { lendingMessages } from '../lending/lending-messages.js';

describe('default hand-in date (Loans/setting)', () => {
  const t = useSuiteApp();

  const read = (user?: TestUser) => t.inject({ method: 'GET', url: '/api/Loans/setting', user });
  const write = (payload: object, user?: TestUser) =>
    t.inject({ method: 'PUT', url: '/api/Loans/setting', user, payload });

  it('answers 401 without a token', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await write({ defaultReturnDate: '2026-06-30' })).statusCode).toBe(401);
  });

  it('lets Clerks and Admins read it, and only Admins change it', async () => {
    expect((await read(t.loaner)).statusCode).toBe(403);
    expect((await write({ defaultReturnDate: '2026-06-30' }, t.clerk)).statusCode).toBe(403);
    expect((await write({ defaultReturnDate: '2026-06-30' }, t.loaner)).statusCode).toBe(403);
    expect((await read(t.clerk)).statusCode).toBe(200);
    expect((await read(t.admin)).statusCode).toBe(200);
  });

  // The test clock's today is 2026-03-10; the longest loan is 180 days, so the last hand-in date is 2026-09-06.
  it('is unset at first, then gives back what the Admin saved', async () => {
    expect((await read(t.clerk)).json()).toEqual({ defaultReturnDate: null, latestReturnDate: '2026-09-06' });
    const saved = await write({ defaultReturnDate: '2026-06-30' }, t.admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ defaultReturnDate: '2026-06-30', latestReturnDate: '2026-09-06' });
    expect((await read(t.clerk)).json()).toEqual({ defaultReturnDate: '2026-06-30', latestReturnDate: '2026-09-06' });
  });

  it('names the last hand-in date the server takes: the longest loan from the lab’s today', async () => {
    const policy = (await t.inject({ method: 'GET', url: '/api/Loans/policy', user: t.admin })).json();
    const changed = await t.inject({
      method: 'PUT',
      url: '/api/Loans/policy',
      user: t.admin,
      payload: { ...policy, maxLoanDays: 30 },
    });
    expect(changed.statusCode).toBe(200);
    const { latestReturnDate } = (await read(t.clerk)).json();
    expect(latestReturnDate).toBe('2026-04-09');
    expect((await write({ defaultReturnDate: latestReturnDate }, t.admin)).statusCode).toBe(200);
    const dayAfter = await write({ defaultReturnDate: '2026-04-10' }, t.admin);
    expect(dayAfter.statusCode).toBe(400);
    expect(dayAfter.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(dayAfter.json().errors.defaultReturnDate).toEqual([lendingMessages.handinDateBeyondLimit(30, '2026-04-09')]);
    expect((await read(t.clerk)).json().defaultReturnDate).toBe('2026-04-09');
    await t.inject({ method: 'PUT', url: '/api/Loans/policy', user: t.admin, payload: policy });
  });

  it('refuses anything but a date with a 400 naming the field', async () => {
    for (const payload of [
      {},
      { defaultReturnDate: '30-06-2026' },
      { defaultReturnDate: '2026-02-30' },
      { defaultReturnDate: null },
    ]) {
      const res = await write(payload, t.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('defaultReturnDate');
    }
  });

  it('refuses a default before the lab’s today or beyond the longest loan, and takes both ends', async () => {
    // The test clock's today is 2026-03-10; the longest loan is 180 days.
    for (const [defaultReturnDate, detail] of [
      ['2026-03-09', lendingMessages.handinDateInPast],
      ['2026-09-07', lendingMessages.handinDateBeyondLimit(180, '2026-09-06')],
      ['9999-12-31', lendingMessages.handinDateBeyondLimit(180, '2026-09-06')],
    ] as const) {
      const res = await write({ defaultReturnDate }, t.admin);
      expect(res.statusCode, defaultReturnDate).toBe(400);
      expect(res.json()).toMatchObject({ detail, errors: { defaultReturnDate: [detail] } });
    }
    for (const defaultReturnDate of ['2026-03-10', '2026-09-06']) {
      expect((await write({ defaultReturnDate }, t.admin)).statusCode).toBe(200);
    }
    expect((await read(t.clerk)).json().defaultReturnDate).toBe('2026-09-06');
  });

  it('is reached whatever the path case, and is not mistaken for a loan id', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/loans/SETTING', user: t.clerk })).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: '/api/Loans/setting', user: t.clerk })).statusCode).toBe(400);
  });
});
