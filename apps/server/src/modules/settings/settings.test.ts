import { RoleName } from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';

describe('default hand-in date (Loans/setting)', () => {
  let t: TestApp;
  let admin: TestUser;
  let clerk: TestUser;
  let loaner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, clerk, loaner] = await Promise.all([
      t.createUser([RoleName.Admin]),
      t.createUser([RoleName.Clerk]),
      t.createUser([RoleName.Loaner]),
    ]);
  });
  afterAll(() => t.close());

  const read = (user?: TestUser) => t.inject({ method: 'GET', url: '/api/Loans/setting', user });
  const write = (payload: object, user?: TestUser) =>
    t.inject({ method: 'PUT', url: '/api/Loans/setting', user, payload });

  it('answers 401 without a token', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await write({ defaultReturnDate: '2026-06-30' })).statusCode).toBe(401);
  });

  it('lets Clerks and Admins read it, and only Admins change it', async () => {
    expect((await read(loaner)).statusCode).toBe(403);
    expect((await write({ defaultReturnDate: '2026-06-30' }, clerk)).statusCode).toBe(403);
    expect((await write({ defaultReturnDate: '2026-06-30' }, loaner)).statusCode).toBe(403);
    expect((await read(clerk)).statusCode).toBe(200);
    expect((await read(admin)).statusCode).toBe(200);
  });

  it('is unset at first, then gives back what the Admin saved', async () => {
    expect((await read(clerk)).json()).toEqual({ defaultReturnDate: null });
    const saved = await write({ defaultReturnDate: '2026-06-30' }, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ defaultReturnDate: '2026-06-30' });
    expect((await read(clerk)).json()).toEqual({ defaultReturnDate: '2026-06-30' });
  });

  it('refuses anything but a date with a 400 naming the field', async () => {
    for (const payload of [
      {},
      { defaultReturnDate: '30-06-2026' },
      { defaultReturnDate: '2026-02-30' },
      { defaultReturnDate: null },
    ]) {
      const res = await write(payload, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('defaultReturnDate');
    }
  });

  it('is reached whatever the path case, and is not mistaken for a loan id', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/loans/SETTING', user: clerk })).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: '/api/Loans/setting', user: clerk })).statusCode).toBe(400);
  });
});
