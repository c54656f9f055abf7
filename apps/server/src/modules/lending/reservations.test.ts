import { ComponentStatus, ComponentTypeStatus, type Reservation, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { componentStatusOf, createLoan, createReservation, createTypeWithComponents } from './lending-fixtures.js';
import { lendingMessages } from './lending-messages.js';

describe('reservations', () => {
  let t: TestApp;
  let loaner: TestUser;
  let clerk: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    loaner = await t.createUser([RoleName.Loaner]);
    clerk = await t.createUser([RoleName.Clerk]);
  });
  afterAll(() => t.close());

  const reserve = (user: TestUser, componentTypeId: number) =>
    t.inject({ method: 'POST', url: `/api/Reservations/${componentTypeId}`, user });
  const reservationExists = async (id: number) =>
    (await t.db.select().from(reservations).where(eq(reservations.id, id))).length === 1;

  describe('access', () => {
    const routes = [
      { method: 'GET', url: '/api/Reservations', role: RoleName.Clerk },
      { method: 'DELETE', url: '/api/Reservations/1', role: RoleName.Clerk },
      { method: 'GET', url: '/api/Reservations/User', role: RoleName.Loaner },
      { method: 'POST', url: '/api/Reservations/1', role: RoleName.Loaner },
      { method: 'DELETE', url: '/api/Reservations/User/1', role: RoleName.Loaner },
    ] as const;
    const others = (role: RoleName) => [RoleName.Loaner, RoleName.Clerk, RoleName.Admin].filter((r) => r !== role);

    it.each(routes)('$method $url answers 401 without a token', async ({ method, url }) => {
      const res = await t.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });
    it.each(routes)('$method $url answers 403 to every role but $role', async ({ method, url, role }) => {
      for (const other of others(role)) {
        const res = await t.inject({ method, url, user: await t.createUser([other]) });
        expect(res.statusCode).toBe(403);
      }
    });
  });

  describe('reserve', () => {
    it("says the lab's day it must be picked up by: the day its window ends on in LAB_TIME_ZONE", async () => {
      // Made at 23:30 UTC on 10 March: its window ends at 23:30 UTC on 18 March, already the 19th in Copenhagen.
      t.clock.set('2026-03-10T23:30:00Z');
      try {
        const { componentTypeId } = await createTypeWithComponents(t.db, 1);
        const made = await reserve(loaner, componentTypeId);
        expect(made.json<Reservation>().pickUpBy).toBe('2026-03-19');
        const own = await t.inject({
          method: 'GET',
          url: '/api/Reservations/User?pageNumber=1&pageSize=100',
          user: loaner,
        });
        const listed = own.json<Reservation[]>().find((r) => r.component.componentTypeId === componentTypeId);
        expect(listed?.pickUpBy).toBe('2026-03-19');
      } finally {
        t.clock.set('2026-03-10T10:00:00Z');
      }
    });

    it('reserves the lowest-numbered Available component and marks it ReservedLoaner', async () => {
      const { componentTypeId, componentIds, name } = await createTypeWithComponents(t.db, 3);
      const [first, second] = componentIds as [number, number, number];
      const res = await reserve(loaner, componentTypeId);
      expect(res.statusCode).toBe(201);
      const body = res.json<Reservation>();
      expect(body).toMatchObject({
        reservationDate: t.clock.now().toISOString(),
        loanerId: loaner.loanerId,
        component: { componentId: first, componentTypeId, componentTypeName: name, componentNumber: 1 },
        loaner: { loanerId: loaner.loanerId, auId: loaner.auId, hasOverdueLoans: false },
      });
      expect(await componentStatusOf(t.db, first)).toBe(ComponentStatus.ReservedLoaner);
      expect(await componentStatusOf(t.db, second)).toBe(ComponentStatus.Available);
    });

    it('answers 409 when no component of the type is available', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      expect((await reserve(loaner, componentTypeId)).statusCode).toBe(201);
      const res = await reserve(loaner, componentTypeId);
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 409, detail: lendingMessages.noneAvailable });
    });

    it('refuses a type the lab reserved for itself', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 2, {
        status: ComponentTypeStatus.ReservedAdmin,
      });
      const [first] = componentIds as [number, number];
      const res = await reserve(loaner, componentTypeId);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(lendingMessages.typeReservedByLab);
      expect(await componentStatusOf(t.db, first)).toBe(ComponentStatus.Available);
    });

    it('answers 404 for an unknown type and 400 for an id that is not a number', async () => {
      expect((await reserve(loaner, 999_999)).statusCode).toBe(404);
      const res = await t.inject({ method: 'POST', url: '/api/Reservations/abc', user: loaner });
      expect(res.statusCode).toBe(400);
      // The path's one parameter is `id`, as DELETE Reservations/{id} names it (one path in the OpenAPI document).
      expect(res.json().errors).toHaveProperty('id');
    });

    it('gives 50 concurrent reserves of 5 components exactly 5 successes on 5 different components', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 5);
      const loaners = await Promise.all(Array.from({ length: 50 }, () => t.createUser([RoleName.Loaner])));
      const answers = await Promise.all(loaners.map((user) => reserve(user, componentTypeId)));

      const created = answers.filter((res) => res.statusCode === 201).map((res) => res.json<Reservation>());
      expect(created).toHaveLength(5);
      expect(new Set(created.map((r) => r.component.componentId))).toEqual(new Set(componentIds));
      expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(45);
      const statuses = await Promise.all(componentIds.map((id) => componentStatusOf(t.db, id)));
      expect(statuses).toEqual(componentIds.map(() => ComponentStatus.ReservedLoaner));
    });
  });

  describe('lists', () => {
    it('shows the Clerk every reservation, oldest first, with component and loaner, searchable and paged', async () => {
      const { componentTypeId, componentIds, name } = await createTypeWithComponents(t.db, 3, {
        name: 'Oscilloscope Zeta',
      });
      const [first, second] = componentIds as [number, number, number];
      const ada = await t.createUser([RoleName.Loaner], { firstName: 'Ada', lastName: 'Lovelace' });
      const alan = await t.createUser([RoleName.Loaner], { firstName: 'Alan', lastName: 'Turing' });
      const now = t.clock.now().getTime();
      await createReservation(t.db, {
        loanerId: alan.loanerId,
        componentId: second,
        reservationDate: new Date(now - 1000),
      });
      await createReservation(t.db, {
        loanerId: ada.loanerId,
        componentId: first,
        reservationDate: new Date(now - 5000),
      });

      const res = await t.inject({
        method: 'GET',
        url: '/api/Reservations?searchString=oscilloscope%20ZETA',
        user: clerk,
      });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ TotalCount: 2, CurrentPage: 1 });
      const list = res.json<Reservation[]>();
      expect(list.map((r) => r.loanerId)).toEqual([ada.loanerId, alan.loanerId]);
      expect(list[0]).toMatchObject({
        component: {
          componentId: first,
          componentTypeId,
          componentTypeName: name,
          componentNumber: 1,
          adminComment: null,
        },
        loaner: { firstName: 'Ada', lastName: 'Lovelace', auId: ada.auId, hasOverdueLoans: false, roles: [] },
      });

      for (const search of ['LOVELACE', 'ada lovelace', ada.auId.toUpperCase()]) {
        const found = await t.inject({
          method: 'GET',
          url: `/api/Reservations?searchString=${encodeURIComponent(search)}`,
          user: clerk,
        });
        expect(found.json<Reservation[]>().map((r) => r.loanerId)).toEqual([ada.loanerId]);
      }
      const secondPage = await t.inject({
        method: 'GET',
        url: '/api/Reservations?searchString=oscilloscope%20zeta&pageSize=1&pageNumber=2',
        user: clerk,
      });
      expect(secondPage.json<Reservation[]>().map((r) => r.loanerId)).toEqual([alan.loanerId]);
      expect(JSON.parse(String(secondPage.headers['x-pagination']))).toMatchObject({ TotalCount: 2 });

      const pastTheEnd = await t.inject({
        method: 'GET',
        url: '/api/Reservations?searchString=oscilloscope%20zeta&pageSize=1&pageNumber=5',
        user: clerk,
      });
      expect(pastTheEnd.json()).toEqual([]);
      expect(JSON.parse(String(pastTheEnd.headers['x-pagination']))).toMatchObject({ TotalCount: 2 });
    });

    it('lists a reservation once when the search matches both its component type and its loaner', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 1, { name: 'Probe Quokka' });
      const [componentId] = componentIds as [number];
      const quokka = await t.createUser([RoleName.Loaner], { firstName: 'Quinn', lastName: 'Quokka' });
      await createReservation(t.db, {
        loanerId: quokka.loanerId,
        componentId,
        reservationDate: t.clock.now(),
      });

      const res = await t.inject({ method: 'GET', url: '/api/Reservations?searchString=quokka', user: clerk });
      expect(res.json<Reservation[]>().map((r) => r.loanerId)).toEqual([quokka.loanerId]);
      expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ TotalCount: 1 });
    });

    it('matches a search literally, wildcards included', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/Reservations?searchString=%25', user: clerk });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('flags loaners with overdue loans by the lab calendar, not by UTC', async () => {
      const { componentIds, name } = await createTypeWithComponents(t.db, 2);
      const [first, second] = componentIds as [number, number];
      const late = await t.createUser([RoleName.Loaner]);
      await createLoan(t.db, { loanerId: late.loanerId, componentId: first, returnDate: '2026-03-10' });
      await createReservation(t.db, {
        loanerId: late.loanerId,
        componentId: second,
        reservationDate: t.clock.now(),
      });
      const overdueFlag = async () => {
        const res = await t.inject({
          method: 'GET',
          url: `/api/Reservations?searchString=${encodeURIComponent(name)}`,
          user: clerk,
        });
        return res.json<Reservation[]>()[0]?.loaner?.hasOverdueLoans;
      };
      try {
        t.clock.set('2026-03-10T22:30:00Z'); // 23:30 in Copenhagen: still the return date
        expect(await overdueFlag()).toBe(false);
        t.clock.set('2026-03-10T23:30:00Z'); // UTC is still on the 10th, the lab is on the 11th
        expect(await overdueFlag()).toBe(true);
      } finally {
        t.clock.set('2026-03-10T10:00:00Z');
      }
    });

    it('shows a Loaner only their own reservations', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 2);
      const [first, second] = componentIds as [number, number];
      const mine = await t.createUser([RoleName.Loaner]);
      const someoneElse = await t.createUser([RoleName.Loaner]);
      const own = await createReservation(t.db, {
        loanerId: mine.loanerId,
        componentId: first,
        reservationDate: t.clock.now(),
      });
      await createReservation(t.db, {
        loanerId: someoneElse.loanerId,
        componentId: second,
        reservationDate: t.clock.now(),
      });

      const res = await t.inject({ method: 'GET', url: '/api/Reservations/User', user: mine });
      expect(res.statusCode).toBe(200);
      expect(res.json<Reservation[]>().map((r) => r.reservationId)).toEqual([own]);
      expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ TotalCount: 1 });
    });
  });

  describe('delete', () => {
    it('lets a Clerk delete any reservation; the component becomes Available', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const id = await createReservation(t.db, {
        loanerId: loaner.loanerId,
        componentId,
        reservationDate: t.clock.now(),
      });
      const res = await t.inject({ method: 'DELETE', url: `/api/Reservations/${id}`, user: clerk });
      expect(res.statusCode).toBe(204);
      expect(await reservationExists(id)).toBe(false);
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Available);
      const again = await t.inject({ method: 'DELETE', url: `/api/Reservations/${id}`, user: clerk });
      expect(again.statusCode).toBe(404);
      expect(again.json().detail).toBe(lendingMessages.reservationNotFound);
    });

    it('lets a Loaner delete their own reservation', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const id = await createReservation(t.db, {
        loanerId: loaner.loanerId,
        componentId,
        reservationDate: t.clock.now(),
      });
      const res = await t.inject({ method: 'DELETE', url: `/api/Reservations/User/${id}`, user: loaner });
      expect(res.statusCode).toBe(204);
      expect(await reservationExists(id)).toBe(false);
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Available);
    });

    it("answers 404 to a Loaner deleting someone else's reservation, and nothing changes", async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const owner = await t.createUser([RoleName.Loaner]);
      const id = await createReservation(t.db, {
        loanerId: owner.loanerId,
        componentId,
        reservationDate: t.clock.now(),
      });
      const res = await t.inject({ method: 'DELETE', url: `/api/Reservations/User/${id}`, user: loaner });
      expect(res.statusCode).toBe(404);
      expect(await reservationExists(id)).toBe(true);
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.ReservedLoaner);
    });
  });
});
