import { RoleName } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { labToday } from '../../lib/lab-date.js';
import { createTypeWithComponents } from '../../modules/lending/lending-fixtures.js';
import { findBreaches } from '../../scripts/invariants.js';
import { useSuiteApp } from '../suite.js';
import { raceForOneType } from './booking-race.js';

// The same race as booking-race.postgres.test.ts, inside one process: each request in a transaction of its own.
describe('bookings, reservations and hand-outs of one type at once, in one process', () => {
  const t = useSuiteApp();

  it('never leaves a day over-claimed, and refuses each request that does not fit with a 409 problem', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 6);
    const loaners = await Promise.all(Array.from({ length: 4 }, () => t.createUser([RoleName.Loaner])));
    const { answers, unexplained } = await raceForOneType(
      { componentTypeId, componentIds, clerk: t.clerk, loaners },
      async (_lane, url, from, payload) => {
        const res = await t.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${from.token}` },
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        return { status: res.statusCode, body: res.body ? res.json() : undefined };
      },
      { today: labToday(t), rounds: 8, lanes: 1 },
    );
    expect(unexplained).toEqual([]);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201, 409]));
    expect(await findBreaches(t.db, t)).toEqual([]);
  });
});
