import { type Booking, BookingStatus, RoleName } from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunningAdjustableClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTypeWithComponents } from '../lending/lending-fixtures.js';

const setClock = (t: TestApp, headers: Record<string, string>, now: string) =>
  t.inject({ method: 'PUT', url: '/api/testing/clock', headers, payload: { now } });

describe('the test clock under APP_ENV=Test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves the lab’s today and runs the jobs at once: a booking of the new day is Ready', async () => {
    const [admin, loaner] = [await t.createUser([RoleName.Admin]), await t.createUser([RoleName.Loaner])];
    const { componentTypeId } = await createTypeWithComponents(t.db, 2);
    const booked = await t.inject({
      method: 'POST',
      url: '/api/Bookings',
      user: loaner,
      payload: { componentTypeId, quantity: 2, from: '2026-03-16', to: '2026-03-18' },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const moved = await setClock(t, admin.headers, '2026-03-16T07:00:00Z');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ now: '2026-03-16T07:00:00.000Z', labToday: '2026-03-16' });
    const [booking] = (await t.inject({ method: 'GET', url: '/api/Bookings/User', user: loaner })).json<Booking[]>();
    expect(booking).toMatchObject({ status: BookingStatus.Ready, readyCount: 2 });
  });

  it('is the Admin’s, and only takes an instant of the years 2000 to 2999', async () => {
    const clerk = await t.createUser([RoleName.Clerk]);
    expect((await setClock(t, clerk.headers, '2026-03-16T07:00:00Z')).statusCode).toBe(403);
    const admin = await t.createUser([RoleName.Admin]);
    expect((await setClock(t, admin.headers, '9999-12-31T23:00:00Z')).statusCode).toBe(400);
  });
});

describe('the test clock elsewhere', () => {
  it.each([
    ['Development', {}],
    ['Production', { OIDC_ISSUER: 'https://login.uni.example/realms/lab' }],
  ])('does not exist under APP_ENV=%s, even with a clock that could be moved', async (appEnv, env) => {
    const t = await createTestApp({ env: { APP_ENV: appEnv, ...env } });
    try {
      const admin = await t.createUser([RoleName.Admin]);
      expect((await setClock(t, admin.headers, '2026-03-16T07:00:00Z')).statusCode).toBe(404);
      expect(t.app.apiRoutes.some((route) => route.url.includes('/testing/'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('the running clock of the e2e server', () => {
  it('runs on from the instant it is set to, and setting the real time undoes the move', async () => {
    const clock = new RunningAdjustableClock();
    clock.set(new Date('2030-01-01T00:00:00Z'));
    const first = clock.now().getTime();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now().getTime()).toBeGreaterThan(first);
    expect(first - Date.parse('2030-01-01T00:00:00Z')).toBeLessThan(1000);
    clock.set(new Date());
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
