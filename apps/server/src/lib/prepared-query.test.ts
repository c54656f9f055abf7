import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { categories } from '../db/schema.js';
import { createTestDatabase } from '../testing/test-database.js';
import { preparedPerDatabase } from './prepared-query.js';

describe('a query prepared once per database', () => {
  let database: DatabaseHandle;
  let builds = 0;
  const categoryNamed = preparedPerDatabase((executor) => {
    builds++;
    return executor
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.name, sql.placeholder('name')))
      .prepare('test_category_named');
  });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('runs inside a transaction on its connection, seeing what the transaction wrote, built only once', async () => {
    const { db } = database;
    expect(await categoryNamed(db).execute({ name: 'Prepared once' })).toEqual([]);
    const seenInside = await db
      .transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Prepared once' });
        const inside = await categoryNamed(tx).execute({ name: 'Prepared once' });
        // A savepoint's executor is another object on the same connection.
        const inSavepoint = await tx.transaction((savepoint) =>
          categoryNamed(savepoint).execute({ name: 'Prepared once' }),
        );
        throw Object.assign(new Error('undo'), { seen: [inside, inSavepoint] });
      })
      .catch((error: { seen: unknown }) => error.seen);
    expect(seenInside).toEqual([[{ name: 'Prepared once' }], [{ name: 'Prepared once' }]]);
    // The transaction was rolled back: outside it, the row never was.
    expect(await categoryNamed(db).execute({ name: 'Prepared once' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs concurrent transactions each on its own connection', async () => {
    const { db } = database;
    const names = ['First apart', 'Second apart'];
    const seen = await Promise.all(
      names.map((name) =>
        db
          .transaction(async (tx) => {
            await tx.insert(categories).values({ name });
            const rows = await Promise.all(names.map((each) => categoryNamed(tx).execute({ name: each })));
            throw Object.assign(new Error('undo'), { rows });
          })
          .catch((error: { rows: unknown }) => error.rows),
      ),
    );
    expect(seen).toEqual([
      [[{ name: 'First apart' }], []],
      [[], [{ name: 'Second apart' }]],
    ]);
  });
});
