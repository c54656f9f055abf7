import {
  ActivityKind,
  ComponentStatus,
  ComponentTypeStatus,
  DEFAULT_LENDING_POLICY,
  type LendingPolicy,
  type QueuedLoaner,
  type Reservation,
  RoleName,
  type WaitlistEntry,
} from '@labstock/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, components, reservations, waitlistEntries } from '../../db/schema.js';
import { reservationConfirmationJob, waitlistServedNoticeJob } from '../../jobs/notice-jobs.js';
import { reservationExpiryJob } from '../../jobs/reservation-expiry.js';
import { runUnderLock } from '../../jobs/scheduler.js';
import { waitlistServeJob } from '../../jobs/waitlist-jobs.js';
import { addDays, labToday } from '../../lib/lab-date.js';
import { findBreaches } from '../../scripts/invariants.js';
import { paginationOf } from '../../testing/suite.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { insertCategory, multipartForm } from '../component-types/component-types.fixtures.js';
import { csvUpload, toCsv } from '../csv-export/csv-fixtures.js';
import { type SmtpSink, startSmtpSink } from '../mail/smtp-sink.js';
import { createLoan, createReservation, createTypeWithComponents, createWaitlistEntry } from './lending-fixtures.js';
import { lendingMessages } from './lending-messages.js';

const DAY = 24 * 60 * 60 * 1000;

describe('waiting lists', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let loaner: TestUser;
  let clerk: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
    [loaner, clerk, admin] = await Promise.all([
      t.createUser([RoleName.Loaner]),
      t.createUser([RoleName.Clerk]),
      t.createUser([RoleName.Admin]),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const newLoaner = () => t.createUser([RoleName.Loaner]);
  const join = (user: TestUser, componentTypeId: number) =>
    t.inject({ method: 'POST', url: `/api/Waitlist/${componentTypeId}`, user });
  const ownEntries = async (user: TestUser) =>
    (await t.inject({ method: 'GET', url: '/api/Waitlist/User?pageNumber=1&pageSize=100', user })).json<
      WaitlistEntry[]
    >();
  const ownReservations = async (user: TestUser) =>
    (await t.inject({ method: 'GET', url: '/api/Reservations/User?pageNumber=1&pageSize=100', user })).json<
      Reservation[]
    >();
  const setPolicy = (policy: Partial<LendingPolicy>) =>
    t.inject({
      method: 'PUT',
      url: '/api/Loans/policy',
      user: admin,
      payload: { ...DEFAULT_LENDING_POLICY, ...policy },
    });

  /** A type whose one unit is on loan to someone else: nothing can be reserved, so loaners may wait. */
  async function typeOnLoan() {
    const { componentTypeId, componentIds, name } = await createTypeWithComponents(t.db, 1);
    const [componentId] = componentIds as [number];
    const holder = await newLoaner();
    const loanId = await createLoan(t.db, { loanerId: holder.loanerId, componentId, returnDate: '2026-04-01' });
    return { componentTypeId, componentId, name, holder, loanId };
  }

  /** Two loaners waiting for the type, the first joined first. */
  async function twoWaiting(componentTypeId: number) {
    const first = await newLoaner();
    const second = await newLoaner();
    expect((await join(first, componentTypeId)).statusCode).toBe(201);
    expect((await join(second, componentTypeId)).statusCode).toBe(201);
    return { first, second };
  }

  /** The first in line holds a unit of the type from the list, left it, and the second is next. */
  async function expectFirstServed(componentTypeId: number, { first, second }: { first: TestUser; second: TestUser }) {
    const held = (await ownReservations(first)).filter((r) => r.component.componentTypeId === componentTypeId);
    expect(held).toHaveLength(1);
    expect((await ownEntries(first)).filter((entry) => entry.componentTypeId === componentTypeId)).toEqual([]);
    expect((await ownEntries(second)).find((entry) => entry.componentTypeId === componentTypeId)?.position).toBe(1);
    const [row] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, held[0]?.reservationId ?? 0));
    expect(row?.fromWaitlist).toBe(true);
    expect(await findBreaches(t.db, t)).toEqual([]);
  }

  describe('access', () => {
    const routes: { method: 'POST' | 'GET' | 'DELETE'; url: string; roles: RoleName[] }[] = [
      { method: 'POST', url: '/api/Waitlist/1', roles: [RoleName.Loaner] },
      { method: 'GET', url: '/api/Waitlist/User', roles: [RoleName.Loaner] },
      { method: 'DELETE', url: '/api/Waitlist/1', roles: [RoleName.Loaner, RoleName.Clerk, RoleName.Admin] },
      { method: 'GET', url: '/api/ComponentTypes/1/waitlist', roles: [RoleName.Clerk, RoleName.Admin] },
    ];

    it.each(routes)('$method $url answers 401 without a token', async ({ method, url }) => {
      const res = await t.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });
    it.each(routes.filter((route) => route.roles.length < 3))(
      '$method $url answers 403 to every other role',
      async ({ method, url, roles }) => {
        const others = [RoleName.Loaner, RoleName.Clerk, RoleName.Admin].filter((role) => !roles.includes(role));
        for (const other of others) {
          expect((await t.inject({ method, url, user: await t.createUser([other]) })).statusCode).toBe(403);
        }
      },
    );
  });

  it('queues loaners in the order they join, shows each their position, and lets them leave', async () => {
    const { componentTypeId, name } = await typeOnLoan();
    const { first, second } = await twoWaiting(componentTypeId);
    const [mine] = await ownEntries(second);
    expect(mine).toMatchObject({ componentTypeId, componentTypeName: name, position: 2 });
    expect(mine?.joinedAt).toBe(t.clock.now().toISOString());

    const queue = await t.inject({
      method: 'GET',
      url: `/api/ComponentTypes/${componentTypeId}/waitlist`,
      user: clerk,
    });
    expect(queue.json<QueuedLoaner[]>().map((entry) => [entry.position, entry.loaner?.loanerId])).toEqual([
      [1, first.loanerId],
      [2, second.loanerId],
    ]);

    const firstEntry = (await ownEntries(first))[0]?.waitlistEntryId;
    // Another loaner's place is not theirs to take: as if it did not exist.
    expect((await t.inject({ method: 'DELETE', url: `/api/Waitlist/${firstEntry}`, user: second })).statusCode).toBe(
      404,
    );
    expect((await t.inject({ method: 'DELETE', url: `/api/Waitlist/${firstEntry}`, user: first })).statusCode).toBe(
      204,
    );
    expect((await ownEntries(second))[0]?.position).toBe(1);
    const secondEntry = (await ownEntries(second))[0]?.waitlistEntryId;
    expect((await t.inject({ method: 'DELETE', url: `/api/Waitlist/${secondEntry}`, user: clerk })).statusCode).toBe(
      204,
    );
    expect(await ownEntries(second)).toEqual([]);
    expect(
      (await t.inject({ method: 'GET', url: '/api/ComponentTypes/999999/waitlist', user: admin })).statusCode,
    ).toBe(404);
  });

  it('pages a long queue: each place keeps its position, and every page gives the queue length', async () => {
    const { componentTypeId } = await typeOnLoan();
    const waiting = [await newLoaner(), await newLoaner(), await newLoaner()];
    for (const user of waiting) expect((await join(user, componentTypeId)).statusCode).toBe(201);
    const pageOf = (pageNumber: number) =>
      t.inject({
        method: 'GET',
        url: `/api/ComponentTypes/${componentTypeId}/waitlist?pageNumber=${pageNumber}&pageSize=2`,
        user: clerk,
      });
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect(first.json<QueuedLoaner[]>().map((entry) => [entry.position, entry.loaner?.loanerId])).toEqual([
      [1, waiting[0]?.loanerId],
      [2, waiting[1]?.loanerId],
    ]);
    expect(second.json<QueuedLoaner[]>().map((entry) => [entry.position, entry.loaner?.loanerId])).toEqual([
      [3, waiting[2]?.loanerId],
    ]);
    expect([paginationOf(first).TotalCount, paginationOf(second).TotalCount]).toEqual([3, 3]);

    const own = await t.inject({ method: 'GET', url: '/api/Waitlist/User?pageNumber=1&pageSize=10', user: waiting[2] });
    expect(own.json<WaitlistEntry[]>().map((entry) => entry.position)).toEqual([3]);
    expect(paginationOf(own).TotalCount).toBe(1);
  });

  describe('refusals', () => {
    const expectConflict = async (res: Awaited<ReturnType<typeof join>>, detail: string) => {
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(detail);
    };

    it('refuses a join while a unit can be reserved, twice for one type, and for a type the lab keeps', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      await expectConflict(await join(loaner, componentTypeId), lendingMessages.reservableNow);

      const onLoan = await typeOnLoan();
      expect((await join(loaner, onLoan.componentTypeId)).statusCode).toBe(201);
      await expectConflict(await join(loaner, onLoan.componentTypeId), lendingMessages.alreadyWaiting);

      const kept = await createTypeWithComponents(t.db, 0, { status: ComponentTypeStatus.ReservedAdmin });
      await expectConflict(await join(loaner, kept.componentTypeId), lendingMessages.typeReservedByLab);
      expect((await join(loaner, 999_999)).statusCode).toBe(404);
    });

    it('counts waiting places and reservations together against maxOpenReservations', async () => {
      const user = await newLoaner();
      expect((await setPolicy({ maxOpenReservations: 1 })).statusCode).toBe(200);
      try {
        const onLoan = await typeOnLoan();
        expect((await join(user, onLoan.componentTypeId)).statusCode).toBe(201);
        const other = await createTypeWithComponents(t.db, 1);
        const reserve = await t.inject({ method: 'POST', url: `/api/Reservations/${other.componentTypeId}`, user });
        await expectConflict(reserve, lendingMessages.tooManyReservations(1));
        await expectConflict(
          await join(user, (await typeOnLoan()).componentTypeId),
          lendingMessages.tooManyReservations(1),
        );
      } finally {
        await setPolicy({});
      }
    });

    it('refuses a loaner with an overdue loan when the lab blocks them', async () => {
      const user = await newLoaner();
      const late = await createTypeWithComponents(t.db, 1);
      await createLoan(t.db, {
        loanerId: user.loanerId,
        componentId: late.componentIds[0] as number,
        returnDate: '2026-03-01',
      });
      expect((await setPolicy({ blockReservationsWhenOverdue: true })).statusCode).toBe(200);
      try {
        await expectConflict(
          await join(user, (await typeOnLoan()).componentTypeId),
          lendingMessages.reserveWhileOverdue,
        );
      } finally {
        await setPolicy({});
      }
    });

    it('refuses a reserve of a type others wait for', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      const entryId = await createWaitlistEntry(t.db, { componentTypeId, loanerId: (await newLoaner()).loanerId });
      const res = await t.inject({ method: 'POST', url: `/api/Reservations/${componentTypeId}`, user: loaner });
      await expectConflict(res, lendingMessages.othersWaiting);
      // Left as the job would find it, served within a minute: here taken off, so later checks find nothing.
      await t.db.delete(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    });
  });

  describe('a freed unit goes to the first in line', () => {
    it('when it is handed in as Available, one at a time or at the counter', async () => {
      const single = await typeOnLoan();
      const singleQueue = await twoWaiting(single.componentTypeId);
      const handin = await t.inject({ method: 'DELETE', url: `/api/Loans/${single.loanId}?status=0`, user: clerk });
      expect(handin.statusCode).toBe(204);
      await expectFirstServed(single.componentTypeId, singleQueue);

      const counter = await typeOnLoan();
      const counterQueue = await twoWaiting(counter.componentTypeId);
      const batch = await t.inject({
        method: 'POST',
        url: '/api/Loans/handin',
        user: clerk,
        payload: { items: [{ loanId: counter.loanId, status: ComponentStatus.Available }] },
      });
      expect(batch.statusCode).toBe(204);
      await expectFirstServed(counter.componentTypeId, counterQueue);
    });

    it('when the counter releases a held reservation in place of a free unit of its type', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 2);
      const [heldUnit, freeUnit] = componentIds as [number, number];
      const holder = await newLoaner();
      await createReservation(t.db, {
        loanerId: holder.loanerId,
        componentId: heldUnit,
        reservationDate: t.clock.now(),
      });
      // Placed directly: with a free unit on the shelf nobody could join, yet the hand-out takes that unit.
      const first = await newLoaner();
      const second = await newLoaner();
      for (const user of [first, second]) {
        await createWaitlistEntry(t.db, { componentTypeId, loanerId: user.loanerId });
      }
      const batch = await t.inject({
        method: 'POST',
        url: '/api/Loans/batch',
        user: clerk,
        payload: { loanerId: holder.loanerId, componentIds: [freeUnit], handinDate: addDays(labToday(t), 7) },
      });
      expect(batch.statusCode).toBe(201);
      await expectFirstServed(componentTypeId, { first, second });
    });

    it('not when it is handed in Defect', async () => {
      const { componentTypeId, loanId } = await typeOnLoan();
      const { first } = await twoWaiting(componentTypeId);
      const url = `/api/Loans/${loanId}?status=${ComponentStatus.Defect}`;
      expect((await t.inject({ method: 'DELETE', url, user: clerk })).statusCode).toBe(204);
      expect((await ownEntries(first))[0]?.position).toBe(1);
    });

    it('when a reservation is deleted by a Clerk or by its loaner', async () => {
      for (const byOwner of [false, true]) {
        const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
        const holder = await newLoaner();
        const reservationDate = t.clock.now();
        const reservationId = await createReservation(t.db, {
          loanerId: holder.loanerId,
          componentId: componentIds[0] as number,
          reservationDate,
        });
        const queue = await twoWaiting(componentTypeId);
        const deleted = byOwner
          ? await t.inject({ method: 'DELETE', url: `/api/Reservations/User/${reservationId}`, user: holder })
          : await t.inject({ method: 'DELETE', url: `/api/Reservations/${reservationId}`, user: clerk });
        expect(deleted.statusCode).toBe(204);
        await expectFirstServed(componentTypeId, queue);
      }
    });

    it('when a reservation expires', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      const reservationDate = new Date(t.clock.now().getTime() - 9 * DAY);
      const holder = await newLoaner();
      await createReservation(t.db, {
        loanerId: holder.loanerId,
        componentId: componentIds[0] as number,
        reservationDate,
      });
      const queue = await twoWaiting(componentTypeId);
      await runUnderLock(t, reservationExpiryJob);
      await expectFirstServed(componentTypeId, queue);
    });

    it('when a booking that claimed it is cancelled, and never while the booking needs it', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      const booker = await newLoaner();
      // Booked from the day after tomorrow: a reservation made now would hold the unit on those days.
      const from = addDays(labToday(t), 2);
      const booked = await t.inject({
        method: 'POST',
        url: '/api/Bookings',
        user: booker,
        payload: { componentTypeId, quantity: 1, from, to: addDays(from, 1) },
      });
      expect(booked.statusCode).toBe(201);
      const queue = await twoWaiting(componentTypeId);
      expect(await runUnderLock(t, waitlistServeJob)).toBe(0);
      expect((await ownEntries(queue.first))[0]?.position).toBe(1);

      const bookingId = booked.json<{ bookingId: number }>().bookingId;
      expect((await t.inject({ method: 'DELETE', url: `/api/Bookings/${bookingId}`, user: booker })).statusCode).toBe(
        204,
      );
      await expectFirstServed(componentTypeId, queue);
    });

    it('when a unit is added or set Available', async () => {
      const empty = await createTypeWithComponents(t.db, 0);
      const emptyQueue = await twoWaiting(empty.componentTypeId);
      const added = await t.inject({
        method: 'POST',
        url: '/api/Component',
        user: admin,
        payload: { componentTypeId: empty.componentTypeId, componentNumber: 1 },
      });
      expect(added.statusCode).toBe(201);
      await expectFirstServed(empty.componentTypeId, emptyQueue);

      const broken = await createTypeWithComponents(t.db, 1);
      const componentId = broken.componentIds[0] as number;
      await t.db.update(components).set({ status: ComponentStatus.Defect }).where(eq(components.id, componentId));
      const brokenQueue = await twoWaiting(broken.componentTypeId);
      const repaired = await t.inject({
        method: 'PUT',
        url: '/api/Component',
        user: admin,
        payload: { componentId, componentTypeId: broken.componentTypeId, componentNumber: 1, status: 0 },
      });
      expect(repaired.statusCode).toBe(200);
      await expectFirstServed(broken.componentTypeId, brokenQueue);
    });

    it('when units of its type are imported', async () => {
      const { componentTypeId, name } = await createTypeWithComponents(t.db, 0);
      const queue = await twoWaiting(componentTypeId);
      const form = await csvUpload(
        toCsv([
          ['Component type', 'Component number'],
          [name, 1],
        ]),
      );
      const imported = await t.inject({
        method: 'POST',
        url: '/api/import/components?dryRun=false',
        user: admin,
        ...form,
      });
      expect(imported.statusCode, imported.body).toBe(200);
      await expectFirstServed(componentTypeId, queue);
    });

    it('when a loaner is deleted and the booking that claimed it is cancelled, as the history records', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      const leaver = await newLoaner();
      const from = addDays(labToday(t), 1);
      const booking = { componentTypeId, quantity: 1, from, to: addDays(from, 2) };
      const booked = await t.inject({ method: 'POST', url: '/api/Bookings', user: leaver, payload: booking });
      expect(booked.statusCode, booked.body).toBe(201);
      const queue = await twoWaiting(componentTypeId);
      const deleted = await t.inject({ method: 'DELETE', url: `/api/Loaners/${leaver.loanerId}`, user: admin });
      expect(deleted.statusCode, deleted.body).toBe(204);
      await expectFirstServed(componentTypeId, queue);
      const history = await t.db
        .select({ loanerId: activityLog.loanerId, actorId: activityLog.actorId })
        .from(activityLog)
        .where(
          and(eq(activityLog.kind, ActivityKind.BookingCancelled), eq(activityLog.componentTypeId, componentTypeId)),
        );
      expect(history).toEqual([{ loanerId: leaver.loanerId, actorId: admin.loanerId }]);
    });

    it('when the lab stops keeping the type for itself', async () => {
      const name = 'Kept then lent';
      const { componentTypeId } = await createTypeWithComponents(t.db, 1, {
        name,
        status: ComponentTypeStatus.ReservedAdmin,
      });
      const queue = { first: await newLoaner(), second: await newLoaner() };
      for (const user of [queue.first, queue.second]) {
        await createWaitlistEntry(t.db, { componentTypeId, loanerId: user.loanerId });
      }
      const form = await multipartForm({
        ComponentTypeId: String(componentTypeId),
        ComponentName: name,
        Status: String(ComponentTypeStatus.Available),
        SelectedCategories: [String(await insertCategory(t.db, 'Waiting list category'))],
      });
      const edited = await t.inject({ method: 'PUT', url: '/api/ComponentTypes', user: admin, ...form });
      expect(edited.statusCode).toBe(200);
      await expectFirstServed(componentTypeId, queue);
    });

    it('by the minute job when no flow served it, once, with one e-mail saying until when it is held', async () => {
      const { componentTypeId, name } = await createTypeWithComponents(t.db, 1);
      const first = await newLoaner();
      const second = await newLoaner();
      for (const user of [first, second]) await createWaitlistEntry(t.db, { componentTypeId, loanerId: user.loanerId });
      expect(await runUnderLock(t, waitlistServeJob)).toBe(1);
      expect(await runUnderLock(t, waitlistServeJob)).toBe(0);
      await expectFirstServed(componentTypeId, { first, second });

      sink.messages.length = 0;
      for (const job of [waitlistServedNoticeJob, reservationConfirmationJob, waitlistServedNoticeJob]) {
        await runUnderLock(t, job);
      }
      const toFirst = sink.messages.filter((message) => message.to.includes(`${first.auId}@uni.example`));
      expect(toFirst).toHaveLength(1);
      expect(toFirst[0]?.text).toContain('Subject: A component you waited for is held for you at the electronics lab');
      // Made at 10:00 UTC on 10 March: held until the lab's 18 March.
      expect(toFirst[0]?.text).toContain(`- ${name}, component no. 1, pick up by 18-03-2026`);
    });
  });

  it('hands units freed one by one to 50 loaners who joined at once, in the order they joined, once each', async () => {
    const { componentTypeId } = await createTypeWithComponents(t.db, 0);
    const waiting = await Promise.all(Array.from({ length: 50 }, () => newLoaner()));
    const joined = await Promise.all(waiting.map((user) => join(user, componentTypeId)));
    expect(joined.map((res) => res.statusCode)).toEqual(waiting.map(() => 201));
    const entries = joined.map((res) => res.json<WaitlistEntry>());
    // Positions follow the entries' ids: the queue is the order the joins took the type's lock.
    expect([...entries].sort((a, b) => a.position - b.position).map((entry) => entry.waitlistEntryId)).toEqual(
      entries.map((entry) => entry.waitlistEntryId).sort((a, b) => a - b),
    );
    const inJoinOrder = entries
      .map((entry, i) => ({ ...entry, loanerId: waiting[i]?.loanerId }))
      .sort((a, b) => a.position - b.position)
      .map((entry) => entry.loanerId);

    for (let componentNumber = 1; componentNumber <= 50; componentNumber++) {
      const added = await t.inject({
        method: 'POST',
        url: '/api/Component',
        user: admin,
        payload: { componentTypeId, componentNumber },
      });
      expect(added.statusCode).toBe(201);
    }
    const served = await t.db
      .select({ loanerId: reservations.loanerId, fromWaitlist: reservations.fromWaitlist })
      .from(reservations)
      .where(eq(reservations.componentTypeId, componentTypeId))
      .orderBy(reservations.id);
    expect(served.map((row) => row.loanerId)).toEqual(inJoinOrder);
    expect(served.every((row) => row.fromWaitlist)).toBe(true);
    expect(await t.db.$count(waitlistEntries, eq(waitlistEntries.componentTypeId, componentTypeId))).toBe(0);
    expect(await findBreaches(t.db, t)).toEqual([]);
  });
});
