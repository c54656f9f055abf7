import { ComponentStatus, RepairStatus, type UpkeepStatistics } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { components, componentTypes, repairTickets } from '../../db/schema.js';
import { addDays } from '../../lib/lab-date.js';
import { itIsForAdminsOnly, itNeedsAToken, useSuiteApp } from '../../testing/suite.js';
import { createTypeWithComponents } from '../lending/lending-fixtures.js';
import { makeDefect } from '../repairs/repairs.fixtures.js';

const url = '/api/Statistics/upkeep';

describe('GET Statistics/upkeep', () => {
  const t = useSuiteApp();
  const figures = async () => {
    const res = await t.inject({ method: 'GET', url, user: t.admin });
    expect(res.statusCode).toBe(200);
    return res.json<UpkeepStatistics>();
  };

  itNeedsAToken(t, [['GET', url]]);
  itIsForAdminsOnly(t, [['GET', url]]);

  it('counts nothing in repair, no mean while no ticket has closed, and no calibration due', async () => {
    expect(await figures()).toEqual({ inRepair: 0, meanDaysInRepair: null, calibrationsDueNextMonth: 0 });
  });

  it('counts the open and in-repair tickets and averages the days of the closed ones, to one decimal', async () => {
    const { componentIds } = await createTypeWithComponents(t.db, 5);
    const [broken, beingMended, fixed, scrapped, mendedHere] = componentIds as [number, number, number, number, number];
    await makeDefect(t.db, broken, new Date('2026-03-01T10:00:00Z'));
    const mending = await makeDefect(t.db, beingMended, new Date('2026-03-02T10:00:00Z'));
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: `/api/Repairs/${mending}`,
          payload: { status: 'InRepair' },
          user: t.clerk,
        })
      ).statusCode,
    ).toBe(200);
    // Closed tickets of units since mended: 2 days and 3 days 6 hours.
    await t.db.insert(repairTickets).values([
      {
        componentId: fixed,
        status: RepairStatus.Fixed,
        openedAt: new Date('2026-02-01T08:00:00Z'),
        closedAt: new Date('2026-02-03T08:00:00Z'),
      },
      {
        componentId: scrapped,
        status: RepairStatus.Scrapped,
        openedAt: new Date('2026-02-10T08:00:00Z'),
        closedAt: new Date('2026-02-13T14:00:00Z'),
      },
    ]);
    expect(await figures()).toEqual({ inRepair: 2, meanDaysInRepair: 2.6, calibrationsDueNextMonth: 0 });

    // Fixed through the app: open since 8 March 10:00, closed at the clock's 10 March 10:00, 2 days.
    const repair = await makeDefect(t.db, mendedHere, new Date('2026-03-08T10:00:00Z'));
    expect(await figures()).toEqual({ inRepair: 3, meanDaysInRepair: 2.6, calibrationsDueNextMonth: 0 });
    for (const status of [RepairStatus.InRepair, RepairStatus.Fixed]) {
      const res = await t.inject({ method: 'PUT', url: `/api/Repairs/${repair}`, payload: { status }, user: t.clerk });
      expect(res.statusCode).toBe(200);
    }
    // (2 + 3.25 + 2) / 3 = 2.4166…
    expect(await figures()).toEqual({ inRepair: 2, meanDaysInRepair: 2.4, calibrationsDueNextMonth: 0 });
  });

  it('counts the units in the lab that fall due for calibration in the lab’s next calendar month', async () => {
    // The suite's lab day is 10 March 2026: next month is April. Each unit is calibrated a year before its due day.
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 5);
    await t.db
      .update(componentTypes)
      .set({ calibrationIntervalDays: 365 })
      .where(eq(componentTypes.id, componentTypeId));
    const dueOn = ['2026-03-31', '2026-04-01', '2026-04-30', '2026-05-01', '2026-04-15'];
    for (const [index, componentId] of componentIds.entries()) {
      const res = await t.inject({
        method: 'POST',
        url: `/api/Component/${componentId}/calibrations`,
        payload: { calibratedOn: addDays(dueOn[index] as string, -365) },
        user: t.clerk,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().calibrationDueOn).toBe(dueOn[index]);
    }
    // The last one is trashed: it leaves the lab and is no longer calibrated.
    await t.db
      .update(components)
      .set({ status: ComponentStatus.Trashed })
      .where(eq(components.id, componentIds[4] as number));
    expect((await figures()).calibrationsDueNextMonth).toBe(2);
  });
});
