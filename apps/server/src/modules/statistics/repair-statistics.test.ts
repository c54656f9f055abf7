import { type RepairStatistics, RepairStatus } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { repairTickets } from '../../db/schema.js';
import { itIsForAdminsOnly, itNeedsAToken, useSuiteApp } from '../../testing/suite.js';
import { createTypeWithComponents } from '../lending/lending-fixtures.js';
import { makeDefect } from '../repairs/repairs.fixtures.js';

const url = '/api/Statistics/repairs';

describe('GET Statistics/repairs', () => {
  const t = useSuiteApp();
  const figures = async () => {
    const res = await t.inject({ method: 'GET', url, user: t.admin });
    expect(res.statusCode).toBe(200);
    return res.json<RepairStatistics>();
  };

  itNeedsAToken(t, [['GET', url]]);
  itIsForAdminsOnly(t, [['GET', url]]);

  it('counts nothing in repair and no mean while no ticket has closed', async () => {
    expect(await figures()).toEqual({ inRepair: 0, meanDaysInRepair: null });
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
    expect(await figures()).toEqual({ inRepair: 2, meanDaysInRepair: 2.6 });

    // Fixed through the app: open since 8 March 10:00, closed at the clock's 10 March 10:00, 2 days.
    const repair = await makeDefect(t.db, mendedHere, new Date('2026-03-08T10:00:00Z'));
    expect(await figures()).toEqual({ inRepair: 3, meanDaysInRepair: 2.6 });
    for (const status of [RepairStatus.InRepair, RepairStatus.Fixed]) {
      const res = await t.inject({ method: 'PUT', url: `/api/Repairs/${repair}`, payload: { status }, user: t.clerk });
      expect(res.statusCode).toBe(200);
    }
    // (2 + 3.25 + 2) / 3 = 2.4166…
    expect(await figures()).toEqual({ inRepair: 2, meanDaysInRepair: 2.4 });
  });
});
