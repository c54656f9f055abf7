import { ComponentStatus, RoleName } from '@labstock/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { components, componentTypes } from '../../db/schema.js';
import { createTypeWithComponents } from '../../modules/lending/lending-fixtures.js';
import { insertConsumable } from '../../modules/stock/stock.fixtures.js';
import { findBreaches } from '../../scripts/invariants.js';
import { createTestApp, type TestApp, type TestUser } from '../test-app.js';
import { openSameDatabase } from '../test-database.js';

/** Waits until `count` sessions of the database wait for a lock another holds. */
async function untilWaiting(handle: DatabaseHandle, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = (await handle.db.execute(sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`)) as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} sessions wait for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Two replicas and a third pool holding a type's row need PostgreSQL: the embedded database runs one transaction
// at a time.
describe('two counter batches on two replicas sharing types, listed in opposite orders', () => {
  let first: TestApp;
  let second: TestApp;
  let holder: DatabaseHandle;
  let clerk: TestUser;
  let loaners: TestUser[];

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ clock: first.clock, database: openSameDatabase(first.database) });
    holder = openSameDatabase(first.database);
    clerk = await first.createUser([RoleName.Clerk]);
    loaners = [await first.createUser([RoleName.Loaner]), await first.createUser([RoleName.Loaner])];
  });
  afterAll(async () => {
    await holder?.close();
    await second?.close();
    await first?.close();
  });

  it('locks every type in id order, lent and consumable together: both wait on the lowest, neither holds another', async () => {
    // Ids in the order solder < lent type < wire: a batch that locked its lent types before its consumables, or
    // its consumables as listed, would take the lent type or the wire while it waits for the solder.
    const solder = await insertConsumable(first.db, { quantityInStock: 100 });
    const lent = await createTypeWithComponents(first.db, 2);
    const wire = await insertConsumable(first.db, { quantityInStock: 100 });
    const [unitA, unitB] = lent.componentIds as [number, number];
    const batch = (app: TestApp, loaner: TestUser, componentId: number, consumableIds: number[]) =>
      app.inject({
        method: 'POST',
        url: '/api/Loans/batch',
        user: clerk,
        payload: {
          loanerId: loaner.loanerId,
          handinDate: '2026-03-17',
          componentIds: [componentId],
          consumables: consumableIds.map((componentTypeId) => ({ componentTypeId, quantity: 3 })),
        },
      });
    const [adas, bobs] = loaners as [TestUser, TestUser];

    const { answers, freeWhileWaiting } = await holder.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${componentTypes} where id = ${solder} for no key update`);
      const answers = Promise.all([
        batch(first, adas, unitA, [solder, wire]),
        batch(second, bobs, unitB, [wire, solder]),
      ]);
      await untilWaiting(holder, 2);
      // Neither batch took a type's row beyond the solder's: SKIP LOCKED passes over a row another holds.
      const free = await tx.execute(
        sql`select id from ${componentTypes} where id in (${lent.componentTypeId}, ${wire}) for no key update skip locked`,
      );
      return { answers, freeWhileWaiting: (free as unknown as { rows: unknown[] }).rows.length };
    });
    expect(freeWhileWaiting).toBe(2);

    const settled = await answers;
    expect(settled.map((res) => res.statusCode)).toEqual([201, 201]);
    const stock = await first.db
      .select({ id: componentTypes.id, stock: componentTypes.quantityInStock })
      .from(componentTypes)
      .where(sql`${componentTypes.id} in (${solder}, ${wire})`);
    expect(stock.map((row) => row.stock)).toEqual([94, 94]);
    for (const componentId of [unitA, unitB]) {
      const [unit] = await first.db.select().from(components).where(eq(components.id, componentId));
      expect(unit?.status).toBe(ComponentStatus.Loaned);
    }
    expect(await findBreaches(first.db, first)).toEqual([]);
  }, 60_000);
});
