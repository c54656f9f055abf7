import { DEFAULT_LENDING_POLICY } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';
import { lendingMessages } from './lending-messages.js';

describe('lending limits (Loans/policy)', () => {
  const t = useSuiteApp();

  const read = (user?: TestUser) => t.inject({ method: 'GET', url: '/api/Loans/policy', user });
  const write = (payload: object, user?: TestUser) =>
    t.inject({ method: 'PUT', url: '/api/Loans/policy', user, payload });

  it('answers 401 without a token, lets everyone signed in read it and only Admins change it', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await write(DEFAULT_LENDING_POLICY)).statusCode).toBe(401);
    for (const user of [t.loaner, t.clerk]) expect((await write(DEFAULT_LENDING_POLICY, user)).statusCode).toBe(403);
    for (const user of [t.loaner, t.clerk, t.admin]) expect((await read(user)).json()).toEqual(DEFAULT_LENDING_POLICY);
  });

  it('gives back what the Admin saved, and the hand-in dates follow the new longest loan', async () => {
    const saved = await write({ ...DEFAULT_LENDING_POLICY, maxLoanDays: 30, maxBookingQuantity: 20 }, t.admin);
    expect(saved.statusCode).toBe(200);
    expect((await read(t.loaner)).json()).toMatchObject({ maxLoanDays: 30, maxBookingQuantity: 20 });
    // The test clock's today is 2026-03-10: 30 days on is 2026-04-09.
    const tooFar = await t.inject({
      method: 'PUT',
      url: '/api/Loans/setting',
      user: t.admin,
      payload: { defaultReturnDate: '2026-04-10' },
    });
    expect(tooFar.json().detail).toBe(lendingMessages.handinDateBeyondLimit(30, '2026-04-09'));
  });

  it('refuses a missing, negative or fractional limit with a 400 naming the field, and keeps the old ones', async () => {
    const before = (await read(t.admin)).json();
    for (const [field, value] of [
      ['maxOpenReservations', 0],
      ['maxLoanDays', -1],
      ['maxBookingQuantity', 1.5],
      ['blockReservationsWhenOverdue', 'yes'],
      ['maxBookingDays', undefined],
    ] as const) {
      const res = await write({ ...DEFAULT_LENDING_POLICY, [field]: value }, t.admin);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toHaveProperty(field);
    }
    expect((await read(t.admin)).json()).toEqual(before);
  });
});
