import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { categories, components, componentTypes, loaners, loans } from '../db/schema.js';
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

describe("a prepared query's rows", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  /** Components with their type, and the active loan and its loaner when lent (left joins), in several shapes. */
  const selectComponents = (executor: DatabaseHandle['db']) =>
    executor
      .select({
        componentId: components.id,
        typeName: componentTypes.name,
        unitLabel: sql<string>`${componentTypes.name} || ' #' || ${components.componentNumber}`,
        doubled: sql<number>`${components.componentNumber} * 2`.mapWith(Number),
        type: { id: componentTypes.id, createdAt: componentTypes.createdAt },
        loan: { loanId: loans.id, loanDate: loans.loanDate, returnDate: loans.returnDate },
        borrower: { firstName: loaners.firstName, auId: loaners.auId },
        mixed: { loanId: loans.id, componentNumber: components.componentNumber },
      })
      .from(components)
      .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
      .leftJoin(loans, and(eq(loans.componentId, components.id), isNull(loans.returnedAt)))
      .leftJoin(loaners, eq(loaners.id, loans.loanerId))
      .where(eq(components.componentTypeId, sql.placeholder('typeId')))
      .orderBy(asc(components.componentNumber));

  it('are the objects drizzle maps, decoded and nested alike, a missing join giving null', async () => {
    const { db } = database;
    const [type] = await db.insert(componentTypes).values({ name: 'Mapped type' }).returning();
    const [loaner] = await db.insert(loaners).values({ auId: 'au900001', firstName: 'Mapped' }).returning();
    if (!type || !loaner) throw new Error('no fixture');
    const lent = await db
      .insert(components)
      .values([1, 2].map((componentNumber) => ({ componentTypeId: type.id, componentNumber })))
      .returning();
    await db.insert(loans).values({ loanerId: loaner.id, componentId: lent[0]?.id ?? 0, returnDate: '2026-12-24' });

    const prepared = preparedPerDatabase((executor) => selectComponents(executor).prepare('test_mapped_components'));
    const fromPrepared = await prepared(db).execute({ typeId: type.id });
    const fromDrizzle = await selectComponents(db).execute({ typeId: type.id });

    expect(fromPrepared).toEqual(fromDrizzle);
    const [onLoan, inStock] = fromPrepared;
    expect(onLoan?.loan?.loanDate).toBeInstanceOf(Date);
    expect(onLoan?.borrower).toEqual({ firstName: 'Mapped', auId: 'au900001' });
    expect(inStock).toMatchObject({ doubled: 4, unitLabel: 'Mapped type #2', loan: null, borrower: null });
    // An object of columns from two tables stays, its absent half null.
    expect(inStock?.mixed).toEqual({ loanId: null, componentNumber: 2 });
  });
});
