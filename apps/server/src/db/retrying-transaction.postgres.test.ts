import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import type { DatabaseHandle, Transaction } from './client.js';
import { inRetryingTransaction } from './retrying-transaction.js';
import { categories } from './schema.js';

// A real deadlock needs two sessions at once: the embedded database runs one transaction at a time.
describe('two transactions that deadlock', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.close());

  it('both commit: PostgreSQL rolls one back, and it runs again once the other is through', async () => {
    const [first, second] = await handle.db
      .insert(categories)
      .values([{ name: 'Left' }, { name: 'Right' }])
      .returning({ id: categories.id });
    if (!first || !second) throw new Error('no categories');

    // On their first runs each locks its row, waits until the other has too, then wants the other's row.
    let lockedFirst = 0;
    let bothLocked: () => void = () => {};
    const barrier = new Promise<void>((resolve) => {
      bothLocked = resolve;
    });
    const renaming = (own: number, other: number, by: string) => {
      const work = async (tx: Transaction) => {
        work.runs += 1;
        await tx
          .update(categories)
          .set({ name: `Mine, ${by}` })
          .where(eq(categories.id, own));
        if (work.runs === 1) {
          lockedFirst += 1;
          if (lockedFirst === 2) bothLocked();
          await barrier;
        }
        await tx
          .update(categories)
          .set({ name: `Yours, ${by}` })
          .where(eq(categories.id, other));
      };
      work.runs = 0;
      return work;
    };
    const left = renaming(first.id, second.id, 'left');
    const right = renaming(second.id, first.id, 'right');

    await Promise.all([inRetryingTransaction(handle.db, left), inRetryingTransaction(handle.db, right)]);
    expect(left.runs + right.runs).toBe(3);
    // The one that ran again committed last: both rows carry its names.
    const rows = await handle.db
      .select({ name: categories.name })
      .from(categories)
      .where(inArray(categories.id, [first.id, second.id]));
    const names = rows.map((row) => row.name);
    const last = left.runs === 2 ? 'left' : 'right';
    expect(names.sort()).toEqual([`Mine, ${last}`, `Yours, ${last}`]);
  });
});
