import { ComponentStatus, type DayAvailability, MAX_AVAILABILITY_DAYS, RoleName } from '@labstock/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components } from '../../db/schema.js';
import { addDays } from '../../lib/lab-date.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { createLoan, createReservation, createTypeWithComponents } from './lending-fixtures.js';
import { lendingMessages } from './lending-messages.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('availability by day', () => {
  let t: TestApp;
  let loaner: TestUser;
  let borrowerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    loaner = await t.createUser([RoleName.Loaner]);
    borrowerId = (await t.createUser([RoleName.Loaner])).loanerId;
  });
  afterAll(() => t.close());

  // The test clock's today in the lab (Europe/Copenhagen) is 2026-03-10.
  const TODAY = '2026-03-10';

  const availability = (lab: TestApp, componentTypeId: number, query: Record<string, string>, user?: TestUser) =>
    lab.inject({ method: 'GET', url: `/api/ComponentTypes/${componentTypeId}/availability`, query, user });
  const availableByDate = (days: DayAvailability[]) => Object.fromEntries(days.map((d) => [d.date, d.available]));
  const unitsOnShelf = async (lab: TestApp, componentTypeId: number) => {
    const [row] = await lab.db
      .select({ n: count() })
      .from(components)
      .where(and(eq(components.componentTypeId, componentTypeId), eq(components.status, ComponentStatus.Available)));
    return row?.n;
  };

  describe('access', () => {
    it('answers 401 without a token', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      const res = await availability(t, componentTypeId, { from: TODAY, to: TODAY });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });

    it.each([RoleName.Loaner, RoleName.Clerk, RoleName.Admin])('answers a %s', async (role) => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 2);
      const res = await availability(t, componentTypeId, { from: TODAY, to: TODAY }, await t.createUser([role]));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ date: TODAY, available: 2 }]);
    });
  });

  it('answers 404 for a type that does not exist', async () => {
    const res = await availability(t, 999_999, { from: TODAY, to: TODAY }, loaner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, detail: lendingMessages.componentTypeNotFound });
  });

  describe('refuses a period it cannot answer, naming the field', () => {
    let componentTypeId: number;
    beforeAll(async () => {
      componentTypeId = (await createTypeWithComponents(t.db, 1)).componentTypeId;
    });
    const refusal = async (query: Record<string, string>) => {
      const res = await availability(t, componentTypeId, query, loaner);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      return res.json<{ errors: Record<string, string[]> }>().errors;
    };

    it('a missing or malformed date', async () => {
      expect(Object.keys(await refusal({ to: TODAY }))).toEqual(['from']);
      expect(Object.keys(await refusal({ from: TODAY }))).toEqual(['to']);
      expect(Object.keys(await refusal({ from: '10-03-2026', to: TODAY }))).toEqual(['from']);
      expect(Object.keys(await refusal({ from: TODAY, to: '2026-02-30' }))).toEqual(['to']);
    });

    it('an end before the start', async () => {
      expect(await refusal({ from: '2026-03-12', to: '2026-03-11' })).toEqual({
        to: [lendingMessages.availabilityEndsBeforeStart],
      });
    });

    it(`more than ${MAX_AVAILABILITY_DAYS} days, and answers exactly that many`, async () => {
      for (const to of [addDays(TODAY, MAX_AVAILABILITY_DAYS), '9999-12-31']) {
        expect(await refusal({ from: TODAY, to })).toEqual({
          to: [lendingMessages.availabilityTooLong(MAX_AVAILABILITY_DAYS)],
        });
      }
      const longest = await availability(
        t,
        componentTypeId,
        { from: TODAY, to: addDays(TODAY, MAX_AVAILABILITY_DAYS - 1) },
        loaner,
      );
      expect(longest.statusCode).toBe(200);
      expect(longest.json<DayAvailability[]>()).toHaveLength(MAX_AVAILABILITY_DAYS);
    });

    it("a start before the lab's today: past days are not answered from the claims held now", async () => {
      expect(await refusal({ from: '2026-03-09', to: TODAY })).toEqual({
        from: [lendingMessages.availabilityStartsInPast(TODAY)],
      });
    });
  });

  it('counts lendable units less the loans and reservations that claim each day', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 5);
    const [defect, dueIn3Days, overdue, reserved] = componentIds as [number, number, number, number, number];
    await t.db.update(components).set({ status: ComponentStatus.Defect }).where(eq(components.id, defect));
    await createLoan(t.db, { loanerId: borrowerId, componentId: dueIn3Days, returnDate: '2026-03-13' });
    await createLoan(t.db, { loanerId: borrowerId, componentId: overdue, returnDate: '2026-03-08' });
    // Made now: its window ends on 2026-03-18.
    await createReservation(t.db, { loanerId: borrowerId, componentId: reserved, reservationDate: t.clock.now() });

    const res = await availability(t, componentTypeId, { from: TODAY, to: '2026-03-20' }, loaner);
    expect(res.statusCode).toBe(200);
    const days = res.json<DayAvailability[]>();
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 11 }, (_, i) => addDays(TODAY, i)));
    expect(availableByDate(days)).toEqual({
      // 4 lendable (the Defect unit is not); today all three claims, the overdue loan only today.
      '2026-03-10': 1,
      // The loan due on the 13th through its return date.
      '2026-03-11': 2,
      '2026-03-12': 2,
      '2026-03-13': 2,
      // The reservation through its pick-up day.
      '2026-03-14': 3,
      '2026-03-15': 3,
      '2026-03-16': 3,
      '2026-03-17': 3,
      '2026-03-18': 3,
      // Then every lendable unit.
      '2026-03-19': 4,
      '2026-03-20': 4,
    });
    // Today's number is what is on the shelf.
    expect(days[0]?.available).toBe(await unitsOnShelf(t, componentTypeId));
  });

  it('answers a period starting later than today with the same claims', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 2);
    await createLoan(t.db, { loanerId: borrowerId, componentId: componentIds[0] as number, returnDate: '2026-03-13' });
    const res = await availability(t, componentTypeId, { from: '2026-03-13', to: '2026-03-14' }, loaner);
    expect(res.json()).toEqual([
      { date: '2026-03-13', available: 1 },
      { date: '2026-03-14', available: 2 },
    ]);
  });

  it('counts a reservation past its window that the expiry has not yet deleted on today only', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
    await createReservation(t.db, {
      loanerId: borrowerId,
      componentId: componentIds[0] as number,
      reservationDate: new Date(t.clock.now().getTime() - 9 * DAY_MS),
    });
    const res = await availability(t, componentTypeId, { from: TODAY, to: '2026-03-11' }, loaner);
    expect(availableByDate(res.json())).toEqual({ '2026-03-10': 0, '2026-03-11': 1 });
    expect(await unitsOnShelf(t, componentTypeId)).toBe(0);
  });

  it('answers 0 every day for a type without components', async () => {
    const { componentTypeId } = await createTypeWithComponents(t.db, 0);
    const res = await availability(t, componentTypeId, { from: TODAY, to: '2026-03-11' }, loaner);
    expect(res.json()).toEqual([
      { date: '2026-03-10', available: 0 },
      { date: '2026-03-11', available: 0 },
    ]);
  });

  it("takes its days from LAB_TIME_ZONE: today, overdue and the pick-up day are the lab's", async () => {
    // 23:30 UTC on the 10th: the 11th in Copenhagen (UTC+1 in March), the 10th in Honolulu.
    t.clock.set('2026-03-10T23:30:00Z');
    const honolulu = await createTestApp({ clock: t.clock, env: { LAB_TIME_ZONE: 'Pacific/Honolulu' } });
    try {
      const claimsAt = async (lab: TestApp) => {
        const user = await lab.createUser([RoleName.Loaner]);
        const { componentTypeId, componentIds } = await createTypeWithComponents(lab.db, 2);
        const [loaned, reserved] = componentIds as [number, number];
        // Due on the 10th: overdue in Copenhagen, due today in Honolulu.
        await createLoan(lab.db, { loanerId: user.loanerId, componentId: loaned, returnDate: '2026-03-10' });
        // Its window ends at 23:30 UTC on the 18th: the 19th in Copenhagen, the 18th in Honolulu.
        await createReservation(lab.db, {
          loanerId: user.loanerId,
          componentId: reserved,
          reservationDate: lab.clock.now(),
        });
        const answer = async (from: string) => availability(lab, componentTypeId, { from, to: '2026-03-20' }, user);
        return { answer, componentTypeId };
      };

      const copenhagenLab = await claimsAt(t);
      const yesterdayThere = await copenhagenLab.answer('2026-03-10');
      expect(yesterdayThere.json().errors).toEqual({ from: [lendingMessages.availabilityStartsInPast('2026-03-11')] });
      const copenhagen = availableByDate((await copenhagenLab.answer('2026-03-11')).json());
      expect(copenhagen).toMatchObject({ '2026-03-11': 0, '2026-03-12': 1, '2026-03-19': 1, '2026-03-20': 2 });

      const honoluluLab = await claimsAt(honolulu);
      const there = availableByDate((await honoluluLab.answer('2026-03-10')).json());
      expect(there).toMatchObject({ '2026-03-10': 0, '2026-03-11': 1, '2026-03-18': 1, '2026-03-19': 2 });
    } finally {
      t.clock.set('2026-03-10T10:00:00Z');
      await honolulu.close();
    }
  });
});
