import { ComponentStatus, type Loan, type Loaner, type Reservation, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loaners, reservations } from '../../db/schema.js';
import {
  componentStatusOf,
  createLoan,
  createReservation,
  createTypeWithComponents,
} from '../../modules/lending/lending-fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../test-app.js';

/** One loaner's things are out of another loaner's reach through every route and parameter. */
describe('object-level access between loaners', () => {
  let t: TestApp;
  let me: TestUser;
  let other: TestUser;
  let typeId: number;
  let othersReservation: { id: number; componentId: number };
  const otherProfile = { firstName: 'Olga', lastName: 'Other', mobileNo: '11112222', email: 'olga@uni.example' };

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.createUser([RoleName.Loaner], { firstName: 'Mette', lastName: 'Me' });
    other = await t.createUser([RoleName.Loaner], otherProfile);
    const type = await createTypeWithComponents(t.db, 5, { name: 'Oscilloscope' });
    typeId = type.componentTypeId;
    const [mine, theirs, myLoaned, theirLoaned] = type.componentIds as [number, number, number, number];
    const reservationDate = t.clock.now();
    await createReservation(t.db, { loanerId: me.loanerId, componentId: mine, reservationDate });
    othersReservation = {
      id: await createReservation(t.db, { loanerId: other.loanerId, componentId: theirs, reservationDate }),
      componentId: theirs,
    };
    await createLoan(t.db, { loanerId: me.loanerId, componentId: myLoaned, returnDate: '2026-04-01' });
    await createLoan(t.db, { loanerId: other.loanerId, componentId: theirLoaned, returnDate: '2026-03-01' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.inject({ method, url, user: me, ...(payload ? { payload } : {}) });
  const otherRow = async () => (await t.db.select().from(loaners).where(eq(loaners.id, other.loanerId)))[0];

  it('cannot read, change or delete another loaner’s profile', async () => {
    expect((await call('GET', `/api/Loaners/${other.loanerId}`)).statusCode).toBe(403);
    const change = { loanerId: other.loanerId, mobileNo: '99998888', email: 'mine@uni.example', studentNo: 'x' };
    expect((await call('PUT', '/api/Loaners', change)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/Loaners/${other.loanerId}`)).statusCode).toBe(403);
    expect(await otherRow()).toMatchObject(otherProfile);
  });

  it('cannot read another loaner’s loan history', async () => {
    expect((await call('GET', `/api/Loaners/${other.loanerId}/loans/history`)).statusCode).toBe(403);
    expect((await call('GET', `/api/Loaners/${me.loanerId}/loans/history`)).statusCode).toBe(200);
  });

  it('cannot take another loaner’s AU id or a role through the own profile', async () => {
    const res = await call('PUT', '/api/Loaners', {
      loanerId: me.loanerId,
      auId: other.auId,
      mobileNo: '12345678',
      roles: [{ name: RoleName.Admin }, { name: RoleName.Clerk }],
    });
    expect(res.statusCode).toBe(200);
    const profile = res.json() as Loaner;
    expect(profile.auId).toBe(me.auId);
    expect(profile.roles.map((role) => role.name)).toEqual([RoleName.Loaner]);
    expect((await otherRow())?.auId).toBe(other.auId);
  });

  it('cannot delete another loaner’s reservation: 404 as if it did not exist, and nothing changes', async () => {
    const res = await call('DELETE', `/api/Reservations/User/${othersReservation.id}`);
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(reservations).where(eq(reservations.id, othersReservation.id))).toHaveLength(1);
    expect(await componentStatusOf(t.db, othersReservation.componentId)).toBe(ComponentStatus.ReservedLoaner);
    // The Clerk's deletion route is not a way round.
    expect((await call('DELETE', `/api/Reservations/${othersReservation.id}`)).statusCode).toBe(403);
  });

  it.each([
    ['GET Loans', '/api/Loans'],
    ['GET Loans/User', '/api/Loans/User'],
  ])('%s lists only the own loans, whatever the query says', async (_name, url) => {
    for (const query of ['', `?searchString=Olga&pageSize=100`, `?loanerId=${other.loanerId}&pageNumber=1`]) {
      const res = await call('GET', `${url}${query}`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as Loan[]).map((loan) => loan.loanerId).every((id) => id === me.loanerId)).toBe(true);
      const total = JSON.parse(res.headers['x-pagination'] as string).TotalCount;
      expect(total).toBe(query.includes('Olga') ? 0 : 1);
    }
  });

  it('lists only the own reservations, whatever the query says', async () => {
    for (const query of ['', `?searchString=Olga`, `?loanerId=${other.loanerId}`]) {
      const res = await call('GET', `/api/Reservations/User${query}`);
      expect(res.statusCode).toBe(200);
      const ids = (res.json() as Reservation[]).map((reservation) => reservation.loanerId);
      expect(ids).toEqual(query.includes('Olga') ? [] : [me.loanerId]);
    }
  });

  it('reserves for itself even when the body names another loaner', async () => {
    const res = await call('POST', `/api/Reservations/${typeId}`, { loanerId: other.loanerId });
    expect(res.statusCode).toBe(201);
    expect((res.json() as Reservation).loanerId).toBe(me.loanerId);
  });
});
