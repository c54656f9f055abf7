import { ComponentStatus, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, waitlistEntries } from '../../db/schema.js';
import {
  createReservation,
  createTypeWithComponents,
  createWaitlistEntry,
} from '../../modules/lending/lending-fixtures.js';
import { findBreaches } from '../../scripts/invariants.js';
import { createTestApp, type TestApp, type TestUser } from '../test-app.js';
import { openSameDatabase } from '../test-database.js';

const RESERVATIONS = 30;
const WAITING = 20;
const ADDS = 10;
const EDITS = 10;

// Two replicas need PostgreSQL: the embedded database runs one transaction at a time.
describe('a Clerk deleting reservations while an Admin adds and edits units of the same type, on two replicas', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: TestUser;
  let clerk: TestUser;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ clock: first.clock, database: openSameDatabase(first.database) });
    [admin, clerk] = await Promise.all([first.createUser([RoleName.Admin]), first.createUser([RoleName.Clerk])]);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('answers every request without a 5xx, hands each freed unit to the waiting list, and leaves the data consistent', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(first.db, RESERVATIONS + EDITS);
    const reserved = componentIds.slice(0, RESERVATIONS);
    const edited = componentIds.slice(RESERVATIONS);
    const holders = await Promise.all(reserved.map(() => first.createUser([RoleName.Loaner])));
    const reservationIds = await Promise.all(
      reserved.map((componentId, i) =>
        createReservation(first.db, {
          loanerId: (holders[i] as TestUser).loanerId,
          componentId,
          reservationDate: first.clock.now(),
        }),
      ),
    );
    // The units not reserved are out of lending (Defect), so the Admin's edits of them change no one's claim.
    for (const componentId of edited) {
      const res = await first.inject({
        method: 'PUT',
        url: '/api/Component',
        user: admin,
        payload: {
          componentId,
          componentTypeId,
          componentNumber: componentIds.indexOf(componentId) + 1,
          status: ComponentStatus.Defect,
        },
      });
      expect(res.statusCode).toBe(200);
    }
    const waiting = await Promise.all(Array.from({ length: WAITING }, () => first.createUser([RoleName.Loaner])));
    for (const { loanerId } of waiting) await createWaitlistEntry(first.db, { componentTypeId, loanerId });

    const replica = (i: number) => (i % 2 === 0 ? first : second);
    const deletes = reservationIds.map((id, i) =>
      replica(i).inject({ method: 'DELETE', url: `/api/Reservations/${id}`, user: clerk }),
    );
    const adds = Array.from({ length: ADDS }, (_, i) =>
      replica(i + 1).inject({
        method: 'POST',
        url: '/api/Component',
        user: admin,
        payload: { componentTypeId, componentNumber: 1000 + i, status: ComponentStatus.Defect },
      }),
    );
    const edits = edited.map((componentId, i) =>
      replica(i + 1).inject({
        method: 'PUT',
        url: '/api/Component',
        user: admin,
        payload: {
          componentId,
          componentTypeId,
          componentNumber: componentIds.indexOf(componentId) + 1,
          status: ComponentStatus.Defect,
          adminComment: `checked ${i}`,
        },
      }),
    );
    const statuses = async (answers: Promise<{ statusCode: number }>[]) =>
      (await Promise.all(answers)).map((answer) => answer.statusCode);
    const [deleted, added, editedAnswers] = await Promise.all([statuses(deletes), statuses(adds), statuses(edits)]);

    expect(deleted).toEqual(reservationIds.map(() => 204));
    expect(added).toEqual(Array.from({ length: ADDS }, () => 201));
    expect(editedAnswers).toEqual(edited.map(() => 200));
    // Every waiting loaner got one of the freed units, and the rest stayed free.
    expect(await first.db.$count(waitlistEntries, eq(waitlistEntries.componentTypeId, componentTypeId))).toBe(0);
    expect(await first.db.$count(reservations, eq(reservations.fromWaitlist, true))).toBe(WAITING);
    expect(await findBreaches(first.db, first)).toEqual([]);
  }, 120_000);
});
