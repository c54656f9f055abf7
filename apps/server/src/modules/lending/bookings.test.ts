import {
  type ActivityEntry,
  ActivityKind,
  type Booking,
  BookingStatus,
  ComponentStatus,
  type DayAvailability,
  DEFAULT_LENDING_POLICY,
  type Reservation,
  RoleName,
} from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { components, reservations } from '../../db/schema.js';
import { useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';
import { endBookingsOver, markBookingsAtRisk, setAsideForBookings } from './bookings.service.js';
import type { LendingContext } from './lending-context.js';
import { componentStatusOf, createLoan, createTypeWithComponents } from './lending-fixtures.js';
import { lendingMessages } from './lending-messages.js';

// The test clock's today in the lab (Europe/Copenhagen) is 2026-03-10, 11:00.
const TODAY = '2026-03-10';
const NOW = '2026-03-10T10:00:00Z';

describe('bookings ahead', () => {
  const t = useSuiteApp();
  const ctx = (): LendingContext => ({ db: t.db, clock: t.clock, config: t.config });

  const book = (payload: object, user: TestUser = t.loaner) =>
    t.inject({ method: 'POST', url: '/api/Bookings', user, payload });
  const bookOk = async (payload: object, user?: TestUser) => {
    const res = await book(payload, user);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Booking>();
  };
  const availability = async (componentTypeId: number, from: string, to: string) => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/ComponentTypes/${componentTypeId}/availability`,
      query: { from, to },
      user: t.loaner,
    });
    return Object.fromEntries(res.json<DayAvailability[]>().map((day) => [day.date, day.available]));
  };
  const ownBookings = async (user: TestUser = t.loaner) =>
    (await t.inject({ method: 'GET', url: '/api/Bookings/User', user, query: { pageSize: '100' } })).json<Booking[]>();
  const bookingById = async (bookingId: number) =>
    (await t.inject({ method: 'GET', url: '/api/Bookings', user: t.clerk, query: { pageSize: '100' } }))
      .json<Booking[]>()
      .find((booking) => booking.bookingId === bookingId);
  const atDay = (isoDay: string, time = '06:00:00') => t.clock.set(`${isoDay}T${time}Z`);

  describe('booking', () => {
    it('takes the units on every day of the period, and the booker sees it in their list', async () => {
      const { componentTypeId, name } = await createTypeWithComponents(t.db, 3);
      const booking = await bookOk({ componentTypeId, quantity: 2, from: '2026-03-12', to: '2026-03-13' });
      expect(booking).toMatchObject({
        componentTypeId,
        componentTypeName: name,
        quantity: 2,
        from: '2026-03-12',
        to: '2026-03-13',
        status: BookingStatus.Booked,
        readyCount: 0,
        collectedCount: 0,
        atRisk: false,
        setAside: [],
        loaner: { loanerId: t.loaner.loanerId },
      });
      expect(await availability(componentTypeId, '2026-03-11', '2026-03-14')).toEqual({
        '2026-03-11': 3,
        '2026-03-12': 1,
        '2026-03-13': 1,
        '2026-03-14': 3,
      });
      expect((await ownBookings()).map((b) => b.bookingId)).toContain(booking.bookingId);
      expect((await ownBookings(t.clerk)).map((b) => b.bookingId)).not.toContain(booking.bookingId);
      // The counter's list of one loaner's bookings holds theirs only.
      const ofLoaner = await t.inject({
        method: 'GET',
        url: '/api/Bookings',
        user: t.clerk,
        query: { loanerId: String(t.clerk.loanerId), pageSize: '100' },
      });
      expect(ofLoaner.json<Booking[]>().map((b) => b.bookingId)).not.toContain(booking.bookingId);
    });

    it('refuses a day that cannot give the units, naming it and the earliest period that can', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 2);
      await bookOk({ componentTypeId, quantity: 2, from: '2026-03-13', to: '2026-03-14' });
      const res = await book({ componentTypeId, quantity: 1, from: '2026-03-12', to: '2026-03-13' });
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({
        detail: lendingMessages.bookingConflict('2026-03-13', 0, 1, '2026-03-15'),
        conflicts: [{ date: '2026-03-13', available: 0 }],
        earliestFrom: '2026-03-15',
      });
      // Nothing of the refused booking stays.
      expect(await availability(componentTypeId, '2026-03-12', '2026-03-12')).toEqual({ '2026-03-12': 2 });
    });

    it('refuses a period that is not one with a 400 naming the field', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      const past = await book({ componentTypeId, quantity: 1, from: '2026-03-09', to: '2026-03-12' });
      expect(past.statusCode).toBe(400);
      expect(past.json().errors).toEqual({ from: [lendingMessages.bookingStartsInPast] });
      const reversed = await book({ componentTypeId, quantity: 1, from: '2026-03-12', to: '2026-03-11' });
      expect(reversed.json().errors).toEqual({ to: [lendingMessages.bookingEndsBeforeStart] });
      for (const payload of [{ componentTypeId, quantity: 0, from: TODAY, to: TODAY }, { componentTypeId }]) {
        expect((await book(payload)).statusCode).toBe(400);
      }
    });

    it('holds a Loaner to the limits, in words, and lets a Clerk book a class its kits', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 30);
      const refusals: [object, string][] = [
        [{ quantity: 6, from: TODAY, to: TODAY }, lendingMessages.bookingTooMany(5)],
        [{ quantity: 1, from: '2026-07-09', to: '2026-07-09' }, lendingMessages.bookingTooFarAhead(120, '2026-07-08')],
        [{ quantity: 1, from: TODAY, to: '2026-05-09' }, lendingMessages.bookingTooLong(60, '2026-05-08')],
        // Far dates are refused before any day is counted.
        [{ quantity: 1, from: TODAY, to: '9999-12-31' }, lendingMessages.bookingTooLong(60, '2026-05-08')],
        [{ quantity: 1, from: '9999-12-31', to: '9999-12-31' }, lendingMessages.bookingTooFarAhead(120, '2026-07-08')],
      ];
      for (const [payload, detail] of refusals) {
        const res = await book({ componentTypeId, ...payload });
        expect(res.statusCode, detail).toBe(409);
        expect(res.json().detail).toBe(detail);
      }
      // The longest and the furthest a Loaner may book.
      await bookOk({ componentTypeId, quantity: 5, from: '2026-07-08', to: '2026-07-08' });
      await bookOk({ componentTypeId, quantity: 1, from: TODAY, to: '2026-05-08' });
      const forClass = await bookOk(
        { componentTypeId, quantity: 20, from: '2026-03-20', to: '2026-03-20', loanerId: t.loaner.loanerId },
        t.clerk,
      );
      expect(forClass.loaner?.loanerId).toBe(t.loaner.loanerId);
      // A class's booking has the same bounds in time.
      const farForClass = { componentTypeId, quantity: 20, from: '2026-03-20', to: '9999-12-31' };
      const far = await book({ ...farForClass, loanerId: t.loaner.loanerId }, t.clerk);
      expect(far.statusCode).toBe(409);
      expect(far.json().detail).toBe(lendingMessages.bookingTooLong(60, '2026-05-18'));
    });

    it('lets only Clerks and Admins book for someone else', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 2);
      const res = await book({ componentTypeId, quantity: 1, from: TODAY, to: TODAY, loanerId: t.clerk.loanerId });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(lendingMessages.bookingForOthersOnly);
      await bookOk({ componentTypeId, quantity: 1, from: TODAY, to: TODAY, loanerId: t.clerk.loanerId }, t.admin);
    });

    it('answers 404 for a type or loaner that does not exist', async () => {
      expect((await book({ componentTypeId: 999_999, quantity: 1, from: TODAY, to: TODAY })).statusCode).toBe(404);
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      const res = await book({ componentTypeId, quantity: 1, from: TODAY, to: TODAY, loanerId: 999_999 }, t.clerk);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('the spec’s lending respects bookings', () => {
    it('a reserve is refused when the units on the shelf are booked within its pick-up window', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      await bookOk({ componentTypeId, quantity: 1, from: '2026-03-15', to: '2026-03-16' });
      const res = await t.inject({ method: 'POST', url: `/api/Reservations/${componentTypeId}`, user: t.loaner });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(lendingMessages.unitsBookedAhead);
    });

    it('a hand-out whose return date would break a booking is refused with the latest date that works', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      await bookOk({ componentTypeId, quantity: 1, from: '2026-03-20', to: '2026-03-21' });
      const handout = (handinDate: string) =>
        t.inject({
          method: 'POST',
          url: '/api/Loans/available',
          user: t.clerk,
          payload: { componentId: componentIds[0], loanerId: t.clerk.loanerId, handinDate },
        });
      const refused = await handout('2026-03-25');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        detail: lendingMessages.handoutBreaksBooking('2026-03-20', '2026-03-19'),
        latestReturnDate: '2026-03-19',
        conflicts: [
          { date: '2026-03-20', available: -1 },
          { date: '2026-03-21', available: -1 },
        ],
      });
      expect(await componentStatusOf(t.db, componentIds[0] as number)).toBe(ComponentStatus.Available);
      expect((await handout('2026-03-19')).statusCode).toBe(201);
    });
  });

  describe('the rest of the lab respects bookings', () => {
    it('"In stock" is what can be reserved now without breaking a booking, on the list and the details', async () => {
      const { componentTypeId, name } = await createTypeWithComponents(t.db, 3, { name: `Stock probe ${Date.now()}` });
      const inStock = async () => {
        const details = await t.inject({
          method: 'GET',
          url: `/api/ComponentTypes/${componentTypeId}`,
          user: t.loaner,
        });
        const list = await t.inject({
          method: 'GET',
          url: '/api/ComponentTypes',
          user: t.loaner,
          query: { searchString: name, pageSize: '10' },
        });
        return [details.json().numberOfAvailebleComponents, list.json()[0]?.numberOfAvailebleComponents];
      };
      expect(await inStock()).toEqual([3, 3]);
      // A booking beyond a reservation's pick-up window (8 days) leaves the stock as it is …
      await bookOk({ componentTypeId, quantity: 2, from: '2026-03-25', to: '2026-03-26' });
      expect(await inStock()).toEqual([3, 3]);
      // … one within it takes its units off.
      await bookOk({ componentTypeId, quantity: 2, from: '2026-03-15', to: '2026-03-15' });
      expect(await inStock()).toEqual([1, 1]);
    });

    it('a type booked ahead is not deleted, and a deleted loaner’s bookings are cancelled', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 2);
      const booker = await t.createUser([RoleName.Loaner]);
      const booking = await bookOk({ componentTypeId, quantity: 2, from: '2026-03-20', to: '2026-03-21' }, booker);
      const deleteType = await t.inject({
        method: 'DELETE',
        url: `/api/ComponentTypes/${componentTypeId}`,
        user: t.admin,
      });
      expect(deleteType.statusCode).toBe(409);
      expect(deleteType.json().detail).toMatch(/booked ahead/);
      const deleteUser = await t.inject({ method: 'DELETE', url: `/api/Loaners/${booker.loanerId}`, user: t.admin });
      expect(deleteUser.statusCode).toBe(204);
      expect(await bookingById(booking.bookingId)).toMatchObject({ status: BookingStatus.Cancelled, loaner: null });
      expect(await availability(componentTypeId, '2026-03-20', '2026-03-20')).toEqual({ '2026-03-20': 2 });
      expect(
        (await t.inject({ method: 'DELETE', url: `/api/ComponentTypes/${componentTypeId}`, user: t.admin })).statusCode,
      ).toBe(204);
    });
  });

  describe('the Admin’s limits on reserving', () => {
    const setPolicy = (changes: object) =>
      t.inject({
        method: 'PUT',
        url: '/api/Loans/policy',
        user: t.admin,
        payload: { ...DEFAULT_LENDING_POLICY, ...changes },
      });
    const reserve = (componentTypeId: number, user: TestUser) =>
      t.inject({ method: 'POST', url: `/api/Reservations/${componentTypeId}`, user });

    it('a loaner holds at most maxOpenReservations at once; units set aside for a booking do not count', async () => {
      await setPolicy({ maxOpenReservations: 2 });
      try {
        const student = await t.createUser([RoleName.Loaner]);
        const { componentTypeId } = await createTypeWithComponents(t.db, 5);
        await bookOk({ componentTypeId, quantity: 2, from: TODAY, to: '2026-03-11' }, student);
        await setAsideForBookings(ctx());
        expect((await reserve(componentTypeId, student)).statusCode).toBe(201);
        // Two at once: the loaner's row makes the second count after the first.
        const [second, third] = await Promise.all([
          reserve(componentTypeId, student),
          reserve(componentTypeId, student),
        ]);
        expect([second.statusCode, third.statusCode].sort()).toEqual([201, 409]);
        expect([second, third].find((res) => res.statusCode === 409)?.json().detail).toBe(
          lendingMessages.tooManyReservations(2),
        );
      } finally {
        await setPolicy({});
      }
    });

    it('with blockReservationsWhenOverdue, a loaner with an overdue loan neither reserves nor books', async () => {
      await setPolicy({ blockReservationsWhenOverdue: true });
      try {
        const late = await t.createUser([RoleName.Loaner]);
        const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 3);
        await createLoan(t.db, {
          loanerId: late.loanerId,
          componentId: componentIds[2] as number,
          returnDate: '2026-03-01',
        });
        const reserved = await reserve(componentTypeId, late);
        expect(reserved.statusCode).toBe(409);
        expect(reserved.json().detail).toBe(lendingMessages.reserveWhileOverdue);
        const booked = await book({ componentTypeId, quantity: 1, from: TODAY, to: TODAY }, late);
        expect(booked.json().detail).toBe(lendingMessages.bookingWhileOverdue);
      } finally {
        await setPolicy({});
      }
    });
  });

  describe('on its first day', () => {
    it('sets its units aside for the loaner, once however many runs, and it is Ready', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 3);
      const booking = await bookOk({ componentTypeId, quantity: 2, from: '2026-03-12', to: '2026-03-14' });
      try {
        atDay('2026-03-11');
        await setAsideForBookings(ctx());
        expect((await bookingById(booking.bookingId))?.status).toBe(BookingStatus.Booked);
        atDay('2026-03-12');
        await Promise.all([setAsideForBookings(ctx()), setAsideForBookings(ctx())]);
        const ready = await bookingById(booking.bookingId);
        expect(ready).toMatchObject({ status: BookingStatus.Ready, readyCount: 2 });
        expect(ready?.setAside.map((unit) => unit.componentNumber)).toEqual([1, 2]);
        expect(await componentStatusOf(t.db, componentIds[0] as number)).toBe(ComponentStatus.ReservedLoaner);
        expect(await componentStatusOf(t.db, componentIds[2] as number)).toBe(ComponentStatus.Available);
        // The set-aside units are the loaner's reservations, each once.
        const held = await t.db.select().from(reservations).where(eq(reservations.bookingId, booking.bookingId));
        expect(held).toHaveLength(2);
        // The Clerk's list shows them with the booking's last day, as deadline and as the return date to offer.
        const listed = await t.inject({
          method: 'GET',
          url: '/api/Reservations',
          user: t.clerk,
          query: { pageSize: '100' },
        });
        const ofBooking = listed.json<Reservation[]>().filter((r) => held.some((h) => h.id === r.reservationId));
        expect(ofBooking.map((r) => [r.pickUpBy, r.bookingTo])).toEqual([
          ['2026-03-14', '2026-03-14'],
          ['2026-03-14', '2026-03-14'],
        ]);
        expect(await availability(componentTypeId, '2026-03-12', '2026-03-14')).toEqual({
          '2026-03-12': 1,
          '2026-03-13': 1,
          '2026-03-14': 1,
        });
      } finally {
        t.clock.set(NOW);
      }
    });

    it('is handed out unit by unit and is Collected when every unit is', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 2);
      const booking = await bookOk({ componentTypeId, quantity: 2, from: TODAY, to: '2026-03-14' });
      await setAsideForBookings(ctx());
      const ready = await bookingById(booking.bookingId);
      const res = await t.inject({
        method: 'POST',
        url: '/api/Loans/batch',
        user: t.clerk,
        payload: {
          loanerId: t.loaner.loanerId,
          handinDate: '2026-03-14',
          componentIds: ready?.setAside.map((unit) => unit.componentId),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await bookingById(booking.bookingId)).toMatchObject({
        status: BookingStatus.Collected,
        collectedCount: 2,
        readyCount: 0,
      });
      // The loans claim the days the booking did, no more.
      expect(await availability(componentTypeId, '2026-03-14', '2026-03-15')).toEqual({
        '2026-03-14': 0,
        '2026-03-15': 2,
      });
    });
  });

  describe('cancel', () => {
    it('frees the set-aside units; the booker and staff may, another loaner gets 404', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      const booking = await bookOk({ componentTypeId, quantity: 1, from: TODAY, to: '2026-03-12' });
      await setAsideForBookings(ctx());
      const other = await t.createUser([RoleName.Loaner]);
      const cancel = (user: TestUser) =>
        t.inject({ method: 'DELETE', url: `/api/Bookings/${booking.bookingId}`, user });
      expect((await cancel(other)).statusCode).toBe(404);
      expect((await cancel(t.loaner)).statusCode).toBe(204);
      expect(await componentStatusOf(t.db, componentIds[0] as number)).toBe(ComponentStatus.Available);
      expect(await bookingById(booking.bookingId)).toMatchObject({ status: BookingStatus.Cancelled, setAside: [] });
      expect(await availability(componentTypeId, TODAY, '2026-03-12')).toEqual({
        '2026-03-10': 1,
        '2026-03-11': 1,
        '2026-03-12': 1,
      });
      const again = await cancel(t.clerk);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(lendingMessages.bookingNotOpen);
    });

    it('is in the history as a booking cancelled by who did it, never as a reservation deleted', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      const booking = await bookOk({ componentTypeId, quantity: 1, from: TODAY, to: '2026-03-12' });
      await setAsideForBookings(ctx());
      const cancelled = await t.inject({ method: 'DELETE', url: `/api/Bookings/${booking.bookingId}`, user: t.clerk });
      expect(cancelled.statusCode).toBe(204);

      const history = await t.inject({
        method: 'GET',
        url: `/api/Component/${componentIds[0]}/history`,
        user: t.clerk,
      });
      const kinds = history.json<ActivityEntry[]>().map((entry) => entry.kind);
      expect(kinds).not.toContain(ActivityKind.ReservationDeleted);
      expect(history.json<ActivityEntry[]>()[0]).toMatchObject({
        kind: ActivityKind.BookingCancelled,
        actor: { loanerId: t.clerk.loanerId },
        loaner: { loanerId: t.loaner.loanerId },
        before: { status: ComponentStatus.ReservedLoaner },
        after: { status: ComponentStatus.Available },
      });
    });
  });

  describe('expiry', () => {
    it('a Ready booking not collected within 8 days expires and its units go back on the shelf', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      const booking = await bookOk({ componentTypeId, quantity: 1, from: TODAY, to: '2026-04-30' });
      await setAsideForBookings(ctx());
      try {
        atDay('2026-03-18', '09:59:00');
        await endBookingsOver(ctx());
        expect((await bookingById(booking.bookingId))?.status).toBe(BookingStatus.Ready);
        atDay('2026-03-18', '10:01:00');
        await endBookingsOver(ctx());
        expect(await bookingById(booking.bookingId)).toMatchObject({ status: BookingStatus.Expired, setAside: [] });
        expect(await componentStatusOf(t.db, componentIds[0] as number)).toBe(ComponentStatus.Available);
        // Nothing sets the units aside again.
        await setAsideForBookings(ctx());
        expect(await componentStatusOf(t.db, componentIds[0] as number)).toBe(ComponentStatus.Available);
      } finally {
        t.clock.set(NOW);
      }
    });

    it('a booking partly collected by its last day ends Collected', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 2);
      const booking = await bookOk({ componentTypeId, quantity: 2, from: TODAY, to: '2026-03-11' });
      await setAsideForBookings(ctx());
      const [unit] = (await bookingById(booking.bookingId))?.setAside ?? [];
      const handedOut = await t.inject({
        method: 'POST',
        url: '/api/Loans/batch',
        user: t.clerk,
        payload: { loanerId: t.loaner.loanerId, handinDate: '2026-03-11', componentIds: [unit?.componentId] },
      });
      expect(handedOut.statusCode, handedOut.body).toBe(201);
      try {
        atDay('2026-03-12');
        await endBookingsOver(ctx());
        expect(await bookingById(booking.bookingId)).toMatchObject({
          status: BookingStatus.Collected,
          collectedCount: 1,
          setAside: [],
        });
      } finally {
        t.clock.set(NOW);
      }
    });
  });

  describe('at risk', () => {
    it('is marked when a unit breaks, listed for Clerks, and cleared when a unit is back', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 2);
      const booking = await bookOk({ componentTypeId, quantity: 2, from: '2026-03-16', to: '2026-03-17' });
      await t.db
        .update(components)
        .set({ status: ComponentStatus.Defect })
        .where(eq(components.id, componentIds[0] as number));
      await markBookingsAtRisk(ctx());
      const atRisk = await t.inject({
        method: 'GET',
        url: '/api/Bookings',
        user: t.clerk,
        query: { atRisk: 'true', status: [BookingStatus.Booked, BookingStatus.Ready] },
      });
      expect(atRisk.json<Booking[]>().map((b) => b.bookingId)).toContain(booking.bookingId);
      await t.db
        .update(components)
        .set({ status: ComponentStatus.Available })
        .where(eq(components.id, componentIds[0] as number));
      await markBookingsAtRisk(ctx());
      expect((await bookingById(booking.bookingId))?.atRisk).toBe(false);
    });

    it('is marked when a loan comes back late into the booking', async () => {
      const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
      const booking = await bookOk({ componentTypeId, quantity: 1, from: '2026-03-12', to: '2026-03-12' });
      await createLoan(t.db, {
        loanerId: t.clerk.loanerId,
        componentId: componentIds[0] as number,
        returnDate: '2026-03-11',
      });
      try {
        atDay('2026-03-12');
        await markBookingsAtRisk(ctx());
        expect((await bookingById(booking.bookingId))?.atRisk).toBe(true);
      } finally {
        t.clock.set(NOW);
      }
    });
  });

  it('keeps every day at or above zero under many concurrent bookings, reserves and hand-outs of one type', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 4);
    const loaners = await Promise.all(Array.from({ length: 6 }, () => t.createUser([RoleName.Loaner])));
    const attempts = [
      ...loaners.map((user, i) =>
        book({ componentTypeId, quantity: 1 + (i % 2), from: '2026-03-11', to: '2026-03-13' }, user),
      ),
      ...loaners.map((user) => t.inject({ method: 'POST', url: `/api/Reservations/${componentTypeId}`, user })),
      ...componentIds.map((componentId) =>
        t.inject({
          method: 'POST',
          url: '/api/Loans/available',
          user: t.clerk,
          payload: { componentId, loanerId: t.clerk.loanerId, handinDate: '2026-03-12' },
        }),
      ),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.map((res) => res.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(answers.some((res) => res.statusCode === 409)).toBe(true);
    const days = await availability(componentTypeId, TODAY, '2026-03-14');
    for (const [day, available] of Object.entries(days)) expect(available, day).toBeGreaterThanOrEqual(0);
  });
});
