import { ActivityKind, ComponentStatus } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, bookings, components, componentTypes, reservations } from '../../db/schema.js';
import { type AccessRoute, itNeedsAToken, paginationOf, useSuiteApp } from '../../testing/suite.js';
import type { LendingContext } from '../lending/index.js';
import { markBookingsAtRisk } from '../lending/index.js';
import { createLoan, createTypeWithComponents, createWaitlistEntry } from '../lending/lending-fixtures.js';

// The suite's lab day is 2026-03-10; a unit calibrated on 2025-03-15 with a 365-day interval falls due on 2026-03-15.
const TODAY = '2026-03-10';
const calibrationsOf = (id: number) => `/api/Component/${id}/calibrations`;

describe('calibration', () => {
  const t = useSuiteApp();
  const ctx = (): LendingContext => ({ db: t.db, clock: t.clock, config: t.config });

  const calibrate = (componentId: number, payload: object, user = t.clerk) =>
    t.inject({ method: 'POST', url: calibrationsOf(componentId), payload, user });
  /** A type calibrated every `interval` days with `count` units; the first `calibratedOn.length` calibrated then. */
  const calibratedType = async (count: number, calibratedOn: string[], interval = 365) => {
    const type = await createTypeWithComponents(t.db, count);
    await t.db
      .update(componentTypes)
      .set({ calibrationIntervalDays: interval })
      .where(eq(componentTypes.id, type.componentTypeId));
    for (const [index, day] of calibratedOn.entries()) {
      const res = await calibrate(type.componentIds[index] as number, { calibratedOn: day });
      expect(res.statusCode, res.body).toBe(200);
    }
    return type;
  };
  const handOutFromShelf = (componentId: number, handinDate: string) =>
    t.inject({
      method: 'POST',
      url: '/api/Loans/available',
      user: t.clerk,
      payload: { componentId, loanerId: t.loaner.loanerId, handinDate },
    });
  const availability = async (componentTypeId: number, from: string, to: string) =>
    (
      await t.inject({
        method: 'GET',
        url: `/api/ComponentTypes/${componentTypeId}/availability`,
        query: { from, to },
        user: t.loaner,
      })
    ).json() as { date: string; available: number }[];

  describe('access and bad input', () => {
    itNeedsAToken(t, [
      ['POST', calibrationsOf(1), { calibratedOn: TODAY }],
      ['GET', '/api/Calibrations/due'],
    ] satisfies AccessRoute[]);

    it('is for Clerks and Admins only: a Loaner gets a 403 problem', async () => {
      const { componentIds } = await calibratedType(1, []);
      for (const [method, url, payload] of [
        ['POST', calibrationsOf(componentIds[0] as number), { calibratedOn: TODAY }],
        ['GET', '/api/Calibrations/due'],
      ] satisfies AccessRoute[]) {
        const res = await t.inject({ method, url, payload, user: t.loaner });
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
      expect((await calibrate(componentIds[0] as number, { calibratedOn: TODAY }, t.admin)).statusCode).toBe(200);
    });

    it('refuses a date ahead of today, before the latest calibration or not a date as a 400, an unknown unit as 404', async () => {
      const { componentIds } = await calibratedType(1, ['2026-01-05']);
      const id = componentIds[0] as number;
      const ahead = await calibrate(id, { calibratedOn: '2026-03-11' });
      expect(ahead.statusCode).toBe(400);
      expect(ahead.json().errors.calibratedOn).toEqual([
        'A calibration cannot be recorded ahead: choose a date on or before today (10-03-2026).',
      ]);
      const earlier = await calibrate(id, { calibratedOn: '2026-01-04' });
      expect(earlier.statusCode).toBe(400);
      expect(earlier.json().detail).toBe(
        "The unit's latest calibration was on 05-01-2026: record a calibration on or after it.",
      );
      for (const payload of [
        {},
        { calibratedOn: '5 Jan 2026' },
        { calibratedOn: TODAY, certificate: 'x'.repeat(201) },
      ]) {
        const res = await calibrate(id, payload);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
      expect((await calibrate(999_999, { calibratedOn: TODAY })).statusCode).toBe(404);
      const tooFar = await t.inject({ method: 'GET', url: '/api/Calibrations/due?withinDays=366', user: t.clerk });
      expect(tooFar.statusCode).toBe(400);
    });
  });

  it('records a calibration: the unit answers its date and due day, and its history shows it', async () => {
    const { componentIds } = await calibratedType(2, []);
    const id = componentIds[0] as number;
    const res = await calibrate(id, { calibratedOn: '2026-03-01', note: 'Within spec', certificate: 'CAL-2026-17' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ componentId: id, calibratedOn: '2026-03-01', calibrationDueOn: '2027-03-01' });

    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.componentId, id));
    expect(entry).toMatchObject({
      kind: ActivityKind.CalibrationRecorded,
      actorId: t.clerk.loanerId,
      before: { calibratedOn: null, calibrationDueOn: null },
      after: {
        calibratedOn: '2026-03-01',
        calibrationDueOn: '2027-03-01',
        note: 'Within spec',
        certificate: 'CAL-2026-17',
      },
    });
    // A unit never calibrated is not due: it stays lendable.
    const other = await t.inject({ method: 'GET', url: `/api/Component/Available/${id}`, user: t.clerk });
    expect(other.statusCode).toBe(200);
  });

  it('lists the units due within the days asked, overdue ones first and the never calibrated last', async () => {
    const { componentIds, name } = await calibratedType(4, ['2025-03-15', '2025-03-01', '2026-03-01']);
    const [dueSoon, overdue, , never] = componentIds as [number, number, number, number];
    const res = await t.inject({ method: 'GET', url: '/api/Calibrations/due?pageSize=100', user: t.clerk });
    expect(res.statusCode).toBe(200);
    const ofType = res.json().filter((unit: { componentTypeName: string }) => unit.componentTypeName === name);
    expect(ofType.map((unit: { componentId: number }) => unit.componentId)).toEqual([overdue, dueSoon, never]);
    expect(ofType[0]).toMatchObject({ calibrationDueOn: '2026-03-01', componentTypeName: name });
    expect(ofType[2]).toMatchObject({ calibratedOn: null, calibrationDueOn: null });
    expect(paginationOf(res).TotalCount).toBeGreaterThanOrEqual(3);

    const within3 = await t.inject({ method: 'GET', url: '/api/Calibrations/due?withinDays=3', user: t.clerk });
    const ids = within3.json().map((unit: { componentId: number }) => unit.componentId);
    expect(ids).toContain(overdue);
    expect(ids).not.toContain(dueSoon);
  });

  it('counts a unit out of availability from its due day', async () => {
    const { componentTypeId } = await calibratedType(2, ['2025-03-15']);
    const days = await availability(componentTypeId, '2026-03-13', '2026-03-16');
    expect(days.map((day) => day.available)).toEqual([2, 2, 1, 1]);
  });

  it('refuses a hand-out whose return date reaches the due day, with the day before as the latest return date', async () => {
    const { componentIds, name } = await calibratedType(2, ['2025-03-15']);
    const id = componentIds[0] as number;
    const refused = await handOutFromShelf(id, '2026-03-20');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: `${name} No. 1 is due for calibration on 15-03-2026: it can be lent until 14-03-2026 at the latest.`,
      latestReturnDate: '2026-03-14',
      componentId: id,
    });
    expect((await handOutFromShelf(id, '2026-03-14')).statusCode).toBe(201);
  });

  it('refuses every hand-out of a unit due today or earlier', async () => {
    const { componentIds, name } = await calibratedType(1, ['2025-03-10']);
    const id = componentIds[0] as number;
    const refused = await handOutFromShelf(id, TODAY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      `${name} No. 1 fell due for calibration on 10-03-2026: it cannot be lent until it is calibrated again.`,
    );
    expect(refused.json().latestReturnDate).toBeUndefined();
  });

  it('refuses a counter batch that holds a unit past its due day, naming the unit', async () => {
    const { componentIds } = await calibratedType(3, ['2026-01-01', '2025-03-15']);
    const batch = (handinDate: string) =>
      t.inject({
        method: 'POST',
        url: '/api/Loans/batch',
        user: t.clerk,
        payload: { loanerId: t.loaner.loanerId, handinDate, componentIds },
      });
    const refused = await batch('2026-03-18');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ latestReturnDate: '2026-03-14', componentId: componentIds[1] });
    expect((await batch('2026-03-14')).statusCode).toBe(201);
  });

  it('refuses an extension that reaches the due day, offering the day before', async () => {
    const { componentIds } = await calibratedType(1, ['2025-03-15']);
    const loanId = await createLoan(t.db, {
      loanerId: t.loaner.loanerId,
      componentId: componentIds[0] as number,
      returnDate: '2026-03-12',
    });
    const ask = (returnDate: string) =>
      t.inject({ method: 'POST', url: `/api/Loans/User/${loanId}/extension`, user: t.loaner, payload: { returnDate } });
    const refused = await ask('2026-03-20');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().latestReturnDate).toBe('2026-03-14');
    expect((await ask('2026-03-14')).statusCode).toBe(200);
  });

  it('counts bookings over the due day without the unit: at risk until a calibration puts it back', async () => {
    const { componentTypeId, componentIds } = await calibratedType(1, []);
    const book = (from: string, to: string) =>
      t.inject({
        method: 'POST',
        url: '/api/Bookings',
        user: t.loaner,
        payload: { componentTypeId, quantity: 1, from, to },
      });
    const booked = await book('2026-03-16', '2026-03-17');
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().bookingId as number;
    // Recorded as calibrated a year ago: the unit falls due before the booking.
    const id = componentIds[0] as number;
    expect((await calibrate(id, { calibratedOn: '2025-03-15' })).statusCode).toBe(200);
    expect((await book('2026-03-20', '2026-03-21')).statusCode).toBe(409);

    const atRisk = async () => {
      await markBookingsAtRisk(ctx());
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
      return row?.atRisk;
    };
    expect(await atRisk()).toBe(true);
    expect((await calibrate(id, { calibratedOn: TODAY })).statusCode).toBe(200);
    expect(await atRisk()).toBe(false);
  });

  it('does not hold a unit that falls due within the pick-up window, and serves the waiting list once calibrated', async () => {
    const { componentTypeId, componentIds } = await calibratedType(2, ['2025-03-12', '2025-03-10']);
    const [soon, dueToday] = componentIds as [number, number];
    // No. 1 falls due before a reservation made now would end, No. 2 is due today: neither can be reserved.
    const card = await t.inject({ method: 'GET', url: `/api/ComponentTypes/${componentTypeId}`, user: t.loaner });
    expect(card.json().numberOfAvailebleComponents).toBe(0);
    const reserve = await t.inject({ method: 'POST', url: `/api/Reservations/${componentTypeId}`, user: t.loaner });
    expect(reserve.statusCode).toBe(409);

    await createWaitlistEntry(t.db, { componentTypeId, loanerId: t.loaner.loanerId });
    expect((await calibrate(dueToday, { calibratedOn: TODAY })).statusCode).toBe(200);
    const held = await t.db.select().from(reservations).where(eq(reservations.componentId, dueToday));
    expect(held).toHaveLength(1);
    const [unit] = await t.db.select().from(components).where(eq(components.id, soon));
    expect(unit?.status).toBe(ComponentStatus.Available);
  });
});
