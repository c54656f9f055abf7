import { ComponentStatus, RoleName } from '@labstock/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { components, componentTypes, loans, reservations } from '../db/schema.js';
import { createLoan, createReservation, createTypeWithComponents } from '../modules/lending/lending-fixtures.js';
import { processDatabase, runToEnd } from '../testing/server-process.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { findBreaches } from './invariants.js';

describe('lending invariants', () => {
  let t: TestApp;
  let loanerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
  });
  afterAll(() => t.close());
  // Each case breaks the data on purpose; the next one starts from consistent data.
  afterEach(async () => {
    await t.db.delete(reservations);
    await t.db.delete(loans);
    await t.db.update(components).set({ status: ComponentStatus.Available });
  });

  const reservationDate = new Date('2026-03-10T10:00:00Z');
  const oneComponent = async () => (await createTypeWithComponents(t.db, 1)).componentIds[0] as number;
  const setStatus = (componentId: number, status: ComponentStatus) =>
    t.db.update(components).set({ status }).where(eq(components.id, componentId));

  it('finds nothing in consistent data', async () => {
    const [reserved, loaned] = (await createTypeWithComponents(t.db, 3)).componentIds as [number, number];
    await createReservation(t.db, { loanerId, componentId: reserved, reservationDate });
    await createLoan(t.db, { loanerId, componentId: loaned, returnDate: '2026-04-01' });
    expect(await findBreaches(t.db)).toEqual([]);
  });

  it.each([
    [
      'a component both reserved and on loan',
      async (componentId: number) => {
        await createReservation(t.db, { loanerId, componentId, reservationDate });
        await createLoan(t.db, { loanerId, componentId, returnDate: '2026-04-01' });
      },
      /has open reservation \d+ and active loan \d+/,
    ],
    [
      'ReservedLoaner without a reservation',
      (id: number) => setStatus(id, ComponentStatus.ReservedLoaner),
      /is ReservedLoaner without an open reservation/,
    ],
    [
      'a reservation of an Available component',
      async (componentId: number) => {
        await createReservation(t.db, { loanerId, componentId, reservationDate });
        await setStatus(componentId, ComponentStatus.Available);
      },
      /has an open reservation but status 0/,
    ],
    [
      'Loaned without a loan',
      (id: number) => setStatus(id, ComponentStatus.Loaned),
      /is Loaned without an active loan/,
    ],
    [
      'an active loan of a Defect component',
      async (componentId: number) => {
        await createLoan(t.db, { loanerId, componentId, returnDate: '2026-04-01' });
        await setStatus(componentId, ComponentStatus.Defect);
      },
      /has an active loan but status 4/,
    ],
    [
      'a reservation of a loaner who does not exist',
      async (componentId: number) => {
        // Foreign keys would refuse it: bypass them as a damaged or hand-restored database might.
        await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.insert(reservations).values({ loanerId: 999_999, componentId, reservationDate });
          await tx
            .update(components)
            .set({ status: ComponentStatus.ReservedLoaner })
            .where(eq(components.id, componentId));
        });
      },
      /reservation \d+ names a missing loaner 999999/,
    ],
    [
      'a component type whose category_ids lost step with its categories',
      async (componentId: number) => {
        // The triggers of migration 0008 keep the two in step: only a hand edit can part them.
        const [{ componentTypeId }] = (await t.db
          .select({ componentTypeId: components.componentTypeId })
          .from(components)
          .where(eq(components.id, componentId))) as [{ componentTypeId: number }];
        await t.db
          .update(componentTypes)
          .set({ categoryIds: [424_242] })
          .where(eq(componentTypes.id, componentTypeId));
      },
      /component type \d+ has category_ids \{424242\} but categories \{\}/,
    ],
    [
      "a reservation whose component_type_id is not its component's",
      async (componentId: number) => {
        // The triggers of migration 0009 put the value right on every write: switch them off as a restore might.
        const reservationId = await createReservation(t.db, { loanerId, componentId, reservationDate });
        await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.update(reservations).set({ componentTypeId: 424_242 }).where(eq(reservations.id, reservationId));
        });
      },
      /reservation \d+ has component_type_id 424242 but its component \d+ is of type \d+/,
    ],
  ])('finds %s', async (_name, breakIt, expected) => {
    await breakIt(await oneComponent());
    const breaches = await findBreaches(t.db);
    expect(breaches.map((breach) => breach.detail)).toContainEqual(expect.stringMatching(expected));
  });
});

describe('npm run check-db', () => {
  it('exits 1 listing each breach, and 0 once the data is consistent again', async () => {
    const database = await processDatabase();
    try {
      const broken = await database.open();
      const [componentId] = (await createTypeWithComponents(broken.db, 1)).componentIds;
      await broken.db.update(components).set({ status: ComponentStatus.Loaned });
      await broken.close();

      const refused = await runToEnd('scripts/check-db.ts', database.env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`component ${componentId} is Loaned without an active loan`);

      const repaired = await database.open();
      await repaired.db.update(components).set({ status: ComponentStatus.Available });
      await repaired.close();
      const passed = await runToEnd('scripts/check-db.ts', database.env);
      expect(passed).toMatchObject({ code: 0, output: expect.stringContaining('Database consistent: 1 components') });
    } finally {
      await database.dispose();
    }
  }, 120_000);
});
