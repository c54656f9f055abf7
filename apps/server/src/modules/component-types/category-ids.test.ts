import { RoleName } from '@labstock/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, componentTypeCategories, componentTypes } from '../../db/schema.js';
import { findBreaches } from '../../scripts/invariants.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * component_types.category_ids is what the browse filter reads; triggers on component_type_categories keep it
 * (migration 0008). These tests change the links directly, as any writer may, and browse as a Loaner.
 */
const numeric = (ids: number[]) => [...ids].sort((x, y) => x - y);

describe("a component type's category_ids", () => {
  let t: TestApp;
  let loanerToken: Awaited<ReturnType<TestApp['createUser']>>;
  let [a, b, c] = [0, 0, 0];
  beforeAll(async () => {
    t = await createTestApp();
    loanerToken = await t.createUser([RoleName.Loaner]);
    const rows = await t.db
      .insert(categories)
      .values([{ name: 'Ids Alpha' }, { name: 'Ids Beta' }, { name: 'Ids Gamma' }])
      .returning({ id: categories.id });
    [a, b, c] = rows.map((row) => row.id) as [number, number, number];
  });
  afterAll(() => t.close());

  async function newType(name: string): Promise<number> {
    const [row] = await t.db.insert(componentTypes).values({ name }).returning({ id: componentTypes.id });
    if (!row) throw new Error('no type inserted');
    return row.id;
  }
  const link = (componentTypeId: number, ...categoryIds: number[]) =>
    t.db.insert(componentTypeCategories).values(categoryIds.map((categoryId) => ({ componentTypeId, categoryId })));
  async function categoryIdsOf(id: number): Promise<number[]> {
    const [row] = await t.db
      .select({ ids: componentTypes.categoryIds })
      .from(componentTypes)
      .where(eq(componentTypes.id, id));
    return numeric(row?.ids ?? []);
  }
  /** The ids of the types a Loaner finds filed under the category. */
  async function browseIn(categoryId: number): Promise<number[]> {
    const res = await t.inject({
      method: 'GET',
      url: `/api/ComponentTypes?pageNumber=1&pageSize=50&categoriesFilterAsJson=[${categoryId}]`,
      user: loanerToken,
    });
    return res.json<{ componentTypeId: number }[]>().map((type) => type.componentTypeId);
  }

  it('follows links added, moved and removed, one or many per statement', async () => {
    const [first, second] = [await newType('Ids first'), await newType('Ids second')];
    await link(first, a, b);
    await link(second, a);
    expect([await categoryIdsOf(first), await categoryIdsOf(second)]).toEqual([numeric([a, b]), [a]]);
    expect(await browseIn(a)).toEqual(expect.arrayContaining([first, second]));

    await t.db.update(componentTypeCategories).set({ categoryId: c }).where(eq(componentTypeCategories.categoryId, a));
    expect([await categoryIdsOf(first), await categoryIdsOf(second)]).toEqual([numeric([b, c]), [c]]);
    expect(await browseIn(a)).not.toContain(first);
    expect(await browseIn(c)).toEqual(expect.arrayContaining([first, second]));

    // An update that changes nothing keeps the link.
    await t.db.execute(
      sql`update component_type_categories set category_id = category_id where component_type_id = ${second}`,
    );
    expect(await categoryIdsOf(second)).toEqual([c]);

    await t.db.delete(componentTypeCategories).where(inArray(componentTypeCategories.componentTypeId, [first, second]));
    expect([await categoryIdsOf(first), await categoryIdsOf(second)]).toEqual([[], []]);
    expect(await browseIn(c)).not.toEqual(expect.arrayContaining([first]));
    expect(await findBreaches(t.db, t)).toEqual([]);
  });

  it('keeps both of two categories that two transactions add to one type at the same time', async () => {
    const type = await newType('Ids concurrent');
    // The first transaction links its category and holds on; the second links another meanwhile (on PostgreSQL
    // its trigger waits for the first's row lock on the type), then the first commits.
    let linked: () => void = () => {};
    const firstLinked = new Promise<void>((resolve) => {
      linked = resolve;
    });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = t.db.transaction(async (tx) => {
      await tx.insert(componentTypeCategories).values({ componentTypeId: type, categoryId: a });
      linked();
      await released;
    });
    await firstLinked;
    const second = t.db.insert(componentTypeCategories).values({ componentTypeId: type, categoryId: b }).execute();
    setTimeout(release, 100);
    await Promise.all([first, second]);
    expect(await categoryIdsOf(type)).toEqual(numeric([a, b]));
    expect(await browseIn(b)).toContain(type);
  });

  it('goes with its type: deleting a type with categories leaves no breach', async () => {
    const type = await newType('Ids deleted');
    await link(type, a, b, c);
    await t.db.delete(componentTypes).where(eq(componentTypes.id, type));
    expect(await browseIn(a)).not.toContain(type);
    expect(await findBreaches(t.db, t)).toEqual([]);
  });
});
