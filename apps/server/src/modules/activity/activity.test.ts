import { type ActivityEntry, ActivityKind, ComponentStatus, type Reservation, RoleName } from '@labstock/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, components, loaners, reservations } from '../../db/schema.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { insertCategory, insertComponentType, multipartForm } from '../component-types/component-types.fixtures.js';
import { createLoan, createReservation, createTypeWithComponents } from '../lending/lending-fixtures.js';
import { expireReservations } from '../lending/reservations.service.js';

const DAY = 24 * 60 * 60 * 1000;
const { Available, ReservedLoaner, Loaned, Defect, Lost } = ComponentStatus;

describe('activity log', () => {
  let t: TestApp;
  let rita: TestUser;
  let clerk: TestUser;
  let admin: TestUser;
  const person = (user: TestUser, name: string) => ({ loanerId: user.loanerId, name, auId: user.auId });
  let ritaAsLogged: ReturnType<typeof person>;
  let clerkAsLogged: ReturnType<typeof person>;
  let adminAsLogged: ReturnType<typeof person>;

  beforeAll(async () => {
    t = await createTestApp();
    rita = await t.createUser([RoleName.Loaner], { firstName: 'Rita', lastName: 'Reserver' });
    clerk = await t.createUser([RoleName.Clerk], { firstName: 'Carl', lastName: 'Clerk' });
    admin = await t.createUser([RoleName.Admin], { firstName: 'Ada', lastName: 'Admin' });
    ritaAsLogged = person(rita, 'Rita Reserver');
    clerkAsLogged = person(clerk, 'Carl Clerk');
    adminAsLogged = person(admin, 'Ada Admin');
  });
  afterAll(() => t.close());

  const historyOf = async (componentId: number) => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/Component/${componentId}/history?pageSize=50`,
      user: clerk,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ActivityEntry[]>();
  };
  const activity = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/Activity?pageSize=50&${query}`, user: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ActivityEntry[]>();
  };
  const reserve = async (componentTypeId: number) => {
    const res = await t.inject({ method: 'POST', url: `/api/Reservations/${componentTypeId}`, user: rita });
    expect(res.statusCode).toBe(201);
    return res.json<Reservation>();
  };
  const now = () => t.clock.now().toISOString();

  describe('access', () => {
    it.each(['/api/Activity', '/api/Component/1/history', '/api/Loaners/1/loans/history'])(
      'GET %s answers 401 without a token',
      async (url) => {
        const res = await t.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(401);
        expect(res.headers['content-type']).toContain('application/problem+json');
      },
    );

    it('lets only an Admin read the activity log, and a Clerk or Admin a component’s history', async () => {
      for (const user of [rita, clerk]) {
        expect((await t.inject({ method: 'GET', url: '/api/Activity', user })).statusCode).toBe(403);
      }
      const history = (user: TestUser) => t.inject({ method: 'GET', url: '/api/Component/1/history', user });
      expect((await history(rita)).statusCode).toBe(403);
      expect((await history(clerk)).statusCode).toBe(200);
      expect((await history(admin)).statusCode).toBe(200);
    });
  });

  describe('records', () => {
    it('a reservation, with the loaner as who and the component status before and after', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const reservation = await reserve(componentTypeId);
      expect(await historyOf(componentId)).toEqual([
        {
          activityId: expect.any(Number),
          at: now(),
          kind: ActivityKind.ReservationCreated,
          actor: ritaAsLogged,
          loaner: ritaAsLogged,
          componentId,
          componentNumber: 1,
          componentTypeId,
          componentTypeName: expect.any(String),
          componentTypeDeleted: false,
          loanId: null,
          reservationId: reservation.reservationId,
          before: { status: Available },
          after: { status: ReservedLoaner },
        },
      ]);
    });

    it('the deletion of a reservation by its loaner and by a Clerk, each as who', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const own = await reserve(componentTypeId);
      await t.inject({ method: 'DELETE', url: `/api/Reservations/User/${own.reservationId}`, user: rita });
      const second = await reserve(componentTypeId);
      await t.inject({ method: 'DELETE', url: `/api/Reservations/${second.reservationId}`, user: clerk });

      const deletions = (await historyOf(componentId)).filter((e) => e.kind === ActivityKind.ReservationDeleted);
      expect(deletions).toMatchObject([
        { actor: clerkAsLogged, loaner: ritaAsLogged, reservationId: second.reservationId },
        { actor: ritaAsLogged, loaner: ritaAsLogged, reservationId: own.reservationId },
      ]);
      for (const deletion of deletions) {
        expect(deletion).toMatchObject({ before: { status: ReservedLoaner }, after: { status: Available } });
      }
    });

    it('the hand-out of a reservation and the hand-in, with the Clerk as who and Rita as the loaner', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const reservation = await reserve(componentTypeId);
      const handout = await t.inject({
        method: 'POST',
        url: '/api/Loans',
        user: clerk,
        payload: {
          reservationId: reservation.reservationId,
          componentId,
          loanerId: rita.loanerId,
          handinDate: '2026-03-20',
        },
      });
      const { loanId } = handout.json<{ loanId: number }>();
      await t.inject({ method: 'DELETE', url: `/api/Loans/${loanId}?status=${Defect}`, user: clerk });

      // Handed in Defect, the unit gets its repair ticket: the newest entry of its history.
      const [opened, handin, handedOut] = await historyOf(componentId);
      expect(opened).toMatchObject({
        kind: ActivityKind.RepairOpened,
        actor: clerkAsLogged,
        after: { repairStatus: 'Open' },
      });
      expect(handedOut).toMatchObject({
        kind: ActivityKind.LoanHandedOut,
        actor: clerkAsLogged,
        loaner: ritaAsLogged,
        loanId,
        reservationId: reservation.reservationId,
        before: { status: ReservedLoaner },
        after: { status: Loaned, returnDate: '2026-03-20' },
      });
      expect(handin).toMatchObject({
        kind: ActivityKind.LoanHandedIn,
        actor: clerkAsLogged,
        loaner: ritaAsLogged,
        loanId,
        before: { status: Loaned },
        after: { status: Defect },
      });
    });

    it('the hand-out of an Available component', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const res = await t.inject({
        method: 'POST',
        url: '/api/Loans/available',
        user: clerk,
        payload: { componentId, loanerId: rita.loanerId, handinDate: '2026-03-20' },
      });
      expect(res.statusCode).toBe(201);
      expect(await historyOf(componentId)).toMatchObject([
        {
          kind: ActivityKind.LoanHandedOut,
          actor: clerkAsLogged,
          loaner: ritaAsLogged,
          reservationId: null,
          before: { status: Available },
          after: { status: Loaned },
        },
      ]);
    });

    it('the expiry of a reservation, by the system', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const reservationDate = new Date(t.clock.now().getTime() - 9 * DAY);
      const reservationId = await createReservation(t.db, { loanerId: rita.loanerId, componentId, reservationDate });
      await expireReservations(t);
      expect(await historyOf(componentId)).toMatchObject([
        {
          kind: ActivityKind.ReservationExpired,
          at: now(),
          actor: null,
          loaner: ritaAsLogged,
          reservationId,
          before: { status: ReservedLoaner },
          after: { status: Available },
        },
      ]);
    });

    it('every expiry of a batch larger than one statement’s bind parameters allow', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 6000);
      const reservationDate = new Date(t.clock.now().getTime() - 9 * DAY);
      await t.db.update(components).set({ status: ReservedLoaner }).where(inArray(components.id, componentIds));
      const made = await t.db
        .insert(reservations)
        .values(componentIds.map((componentId) => ({ loanerId: rita.loanerId, componentId, reservationDate })))
        .returning({ id: reservations.id });
      expect(await expireReservations(t)).toBe(6000);
      const [logged] = await t.db
        .select({ n: count() })
        .from(activityLog)
        .where(
          and(
            eq(activityLog.kind, ActivityKind.ReservationExpired),
            inArray(
              activityLog.reservationId,
              made.map((row) => row.id),
            ),
          ),
        );
      expect(logged?.n).toBe(6000);
    });

    it('an Admin’s component edit: the status change and the other changed fields as separate entries', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const edit = (changes: object) =>
        t.inject({
          method: 'PUT',
          url: '/api/Component',
          user: admin,
          payload: { componentId, componentTypeId, componentNumber: 1, ...changes },
        });
      expect((await edit({ status: Lost, adminComment: 'Left in room 2' })).statusCode).toBe(200);
      expect((await edit({ status: Lost, adminComment: 'Left in room 2' })).statusCode).toBe(200);

      const entries = await historyOf(componentId);
      expect(entries).toHaveLength(2);
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: ActivityKind.ComponentStatusChanged,
            actor: adminAsLogged,
            loaner: null,
            before: { status: Available },
            after: { status: Lost },
          }),
          expect.objectContaining({
            kind: ActivityKind.ComponentEdited,
            actor: adminAsLogged,
            before: { adminComment: null },
            after: { adminComment: 'Left in room 2' },
          }),
        ]),
      );
    });

    it('an Admin’s component type edit with only the changed fields, categories and image included', async () => {
      const [sensors, kits] = [await insertCategory(t.db, 'Sensors'), await insertCategory(t.db, 'Kits')];
      const componentTypeId = await insertComponentType(t.db, { name: 'Gyro', categoryIds: [sensors] });
      const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
        .png()
        .toBuffer();
      const form = await multipartForm({
        ComponentTypeId: String(componentTypeId),
        ComponentName: 'Gyro MPU-6050',
        Status: '0',
        SelectedCategories: [String(kits), String(sensors)],
        ImageFile: { bytes: image, filename: 'gyro.png', type: 'image/png' },
      });
      const res = await t.inject({ method: 'PUT', url: '/api/ComponentTypes', user: admin, ...form });
      expect(res.statusCode, res.body).toBe(200);

      const [entry] = await activity(`componentTypeId=${componentTypeId}`);
      expect(entry).toMatchObject({
        kind: ActivityKind.ComponentTypeEdited,
        actor: adminAsLogged,
        componentTypeId,
        componentTypeName: 'Gyro MPU-6050',
        before: { componentName: 'Gyro', categoryIds: [sensors], image: null },
        after: { componentName: 'Gyro MPU-6050', categoryIds: [sensors, kits].sort((a, b) => a - b) },
      });
      expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['categoryIds', 'componentName', 'image']);
      expect(entry?.after?.image).toEqual(expect.any(String));
    });

    it('nothing for a refused change', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      await reserve(componentTypeId);
      const refused = await t.inject({ method: 'POST', url: `/api/Reservations/${componentTypeId}`, user: rita });
      expect(refused.statusCode).toBe(409);
      expect(await historyOf(componentId)).toHaveLength(1);
    });

    it('names a deleted type’s entries, its units’ too, by the name it had, and says it is deleted', async () => {
      const { componentTypeId, componentIds, name } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const reservation = await reserve(componentTypeId);
      await t.inject({ method: 'DELETE', url: `/api/Reservations/${reservation.reservationId}`, user: clerk });
      const deleted = await t.inject({ method: 'DELETE', url: `/api/ComponentTypes/${componentTypeId}`, user: admin });
      expect(deleted.statusCode, deleted.body).toBe(204);

      const entries = await activity(`componentTypeId=${componentTypeId}`);
      expect(entries.map(({ kind, componentId: id }) => [kind, id])).toEqual([
        [ActivityKind.ComponentTypeDeleted, null],
        [ActivityKind.ReservationDeleted, componentId],
        [ActivityKind.ReservationCreated, componentId],
      ]);
      for (const entry of entries) {
        expect(entry).toMatchObject({ componentTypeName: name, componentTypeDeleted: true, componentNumber: null });
      }
      const other = await createTypeWithComponents(t.db, 1);
      await reserve(other.componentTypeId);
      const [living] = await activity(`componentTypeId=${other.componentTypeId}`);
      expect(living).toMatchObject({ componentTypeName: other.name, componentTypeDeleted: false });
    });

    it('keeps who did it as they were named then, after they are renamed', async () => {
      const renamed = await t.createUser([RoleName.Loaner], { firstName: 'Old', lastName: 'Name' });
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const res = await t.inject({ method: 'POST', url: `/api/Reservations/${componentTypeId}`, user: renamed });
      expect(res.statusCode).toBe(201);
      await t.db.update(loaners).set({ firstName: 'New' }).where(eq(loaners.id, renamed.loanerId));
      const [entry] = await historyOf(componentId);
      expect(entry?.actor?.name).toBe('Old Name');
    });
  });

  describe('filters', () => {
    let loanerA: TestUser;
    let typeA: number;
    let componentA: number;
    let typeB: number;

    /** Reservations of A on the 10th at 23:30 and on the 11th at 00:30 in the lab (Copenhagen), and one of B. */
    beforeAll(async () => {
      loanerA = await t.createUser([RoleName.Loaner], { firstName: 'Filter', lastName: 'Loaner' });
      const a = await createTypeWithComponents(t.db, 2);
      const b = await createTypeWithComponents(t.db, 1);
      const [firstOfA] = a.componentIds as [number, number];
      [typeA, componentA, typeB] = [a.componentTypeId, firstOfA, b.componentTypeId];
      const reserveAt = async (user: TestUser, typeId: number, instant: string) => {
        t.clock.set(instant);
        const res = await t.inject({ method: 'POST', url: `/api/Reservations/${typeId}`, user });
        expect(res.statusCode).toBe(201);
      };
      try {
        await reserveAt(loanerA, typeA, '2026-03-10T22:30:00Z');
        await reserveAt(loanerA, typeA, '2026-03-10T23:30:00Z');
        await reserveAt(rita, typeB, '2026-03-10T23:45:00Z');
      } finally {
        t.clock.set('2026-03-10T10:00:00Z');
      }
    });

    const ats = (entries: ActivityEntry[]) => entries.map((entry) => entry.at);

    it('by the loaner who did it or whom it concerns, newest first', async () => {
      expect(ats(await activity(`loanerId=${loanerA.loanerId}`))).toEqual([
        '2026-03-10T23:30:00.000Z',
        '2026-03-10T22:30:00.000Z',
      ]);
      const handout = await t.inject({
        method: 'POST',
        url: '/api/Loans/available',
        user: clerk,
        payload: {
          componentId: (await createTypeWithComponents(t.db, 1)).componentIds[0],
          loanerId: loanerA.loanerId,
          handinDate: '2026-03-20',
        },
      });
      expect(handout.statusCode).toBe(201);
      const byClerk = await activity(`loanerId=${clerk.loanerId}`);
      expect(byClerk[0]).toMatchObject({ kind: ActivityKind.LoanHandedOut, loaner: { loanerId: loanerA.loanerId } });
      expect(await activity(`loanerId=${loanerA.loanerId}`)).toHaveLength(3);
    });

    it('by component and by component type', async () => {
      expect(ats(await activity(`componentId=${componentA}`))).toEqual(['2026-03-10T22:30:00.000Z']);
      expect(await activity(`componentTypeId=${typeA}`)).toHaveLength(2);
      expect((await activity(`componentTypeId=${typeB}`)).map((e) => e.actor?.loanerId)).toEqual([rita.loanerId]);
    });

    it('by days of the lab’s calendar, both ends included', async () => {
      const onThe = (from: string, to: string) => activity(`componentTypeId=${typeA}&from=${from}&to=${to}`);
      expect(ats(await onThe('2026-03-10', '2026-03-10'))).toEqual(['2026-03-10T22:30:00.000Z']);
      expect(ats(await onThe('2026-03-11', '2026-03-11'))).toEqual(['2026-03-10T23:30:00.000Z']);
      expect(await onThe('2026-03-10', '2026-03-11')).toHaveLength(2);
      expect(await activity(`componentTypeId=${typeA}&from=2026-03-12`)).toEqual([]);
      expect(await activity(`componentTypeId=${typeA}&to=2026-03-09`)).toEqual([]);
    });

    it('pages with the total in X-Pagination', async () => {
      const res = await t.inject({
        method: 'GET',
        url: `/api/Activity?componentTypeId=${typeA}&pageSize=1&pageNumber=2`,
        user: admin,
      });
      expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ TotalCount: 2, CurrentPage: 2 });
      expect(ats(res.json())).toEqual(['2026-03-10T22:30:00.000Z']);
    });

    it.each([
      ['from=2026-03-12&to=2026-03-11', 'to'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['loanerId=0', 'loanerId'],
      ['componentId=abc', 'componentId'],
      ['componentTypeId=99999999999', 'componentTypeId'],
      ['pageSize=0', 'pageSize'],
    ])('refuses %s with a 400 naming %s', async (query, field) => {
      const res = await t.inject({ method: 'GET', url: `/api/Activity?${query}`, user: admin });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toHaveProperty(field);
    });
  });

  describe('loan history', () => {
    const loanHistory = (loanerId: number, user: TestUser) =>
      t.inject({ method: 'GET', url: `/api/Loaners/${loanerId}/loans/history`, user });

    it('lists the returned loans with their real return time and status, the latest returned first', async () => {
      const borrower = await t.createUser([RoleName.Loaner]);
      const { componentIds, name } = await createTypeWithComponents(t.db, 3);
      const [firstComponent, secondComponent, thirdComponent] = componentIds as [number, number, number];
      const lend = (componentId: number) =>
        createLoan(t.db, { loanerId: borrower.loanerId, componentId, returnDate: '2026-03-12' });
      const [first, second] = [await lend(firstComponent), await lend(secondComponent)];
      await lend(thirdComponent); // still out: not history
      const handin = (loanId: number, status: number) =>
        t.inject({ method: 'DELETE', url: `/api/Loans/${loanId}?status=${status}`, user: clerk });
      try {
        t.clock.set('2026-03-11T08:00:00Z');
        await handin(first, Available);
        t.clock.set('2026-03-13T15:00:00Z');
        await handin(second, Defect);
      } finally {
        t.clock.set('2026-03-10T10:00:00Z');
      }

      const res = await loanHistory(borrower.loanerId, borrower);
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ TotalCount: 2 });
      expect(res.json()).toEqual([
        {
          loanId: second,
          loanDate: expect.any(String),
          returnDate: '2026-03-12',
          returnedAt: '2026-03-13T15:00:00.000Z',
          returnedStatus: Defect,
          component: {
            componentId: secondComponent,
            componentTypeId: expect.any(Number),
            componentTypeName: name,
            componentNumber: 2,
          },
        },
        expect.objectContaining({ loanId: first, returnedAt: '2026-03-11T08:00:00.000Z', returnedStatus: Available }),
      ]);
    });

    it('is the loaner’s own: another Loaner or a Clerk gets 403, an Admin may read it', async () => {
      expect((await loanHistory(rita.loanerId, await t.createUser([RoleName.Loaner]))).statusCode).toBe(403);
      expect((await loanHistory(rita.loanerId, clerk)).statusCode).toBe(403);
      expect((await loanHistory(rita.loanerId, admin)).statusCode).toBe(200);
      expect((await loanHistory(rita.loanerId, rita)).statusCode).toBe(200);
    });
  });
});
