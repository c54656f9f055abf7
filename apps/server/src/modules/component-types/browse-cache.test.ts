import { ComponentStatus, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, componentTypes } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { BrowseCache } from './browse-cache.js';
import { insertCategory, insertComponents, insertComponentType } from './component-types.fixtures.js';

describe('BrowseCache', () => {
  const filter = { searchString: 'Sensor', categoryIds: [3, 1] };
  const firstPage = { limit: 24, offset: 0 };
  const page = { ids: [7, 3], total: 2 };

  it('recalls a page by its search (any case), categories (any order) and window', () => {
    const cache = new BrowseCache(10);
    const key = cache.keyOf(filter, firstPage) as string;
    cache.remember(key, page, cache.changesSoFar());
    expect(cache.recall(cache.keyOf({ searchString: ' sensor ', categoryIds: [1, 3] }, firstPage) as string)).toEqual(
      page,
    );
    expect(cache.recall(cache.keyOf(filter, { limit: 24, offset: 24 }) as string)).toBeUndefined();
    expect(cache.recall(cache.keyOf({ ...filter, categoryIds: [1] }, firstPage) as string)).toBeUndefined();
  });

  it('forgets every page on a change, and does not keep a page read while a change came', () => {
    const cache = new BrowseCache(10);
    const key = cache.keyOf(filter, firstPage) as string;
    cache.remember(key, page, cache.changesSoFar());
    cache.forget();
    expect(cache.recall(key)).toBeUndefined();

    const beforeReading = cache.changesSoFar();
    cache.forget();
    cache.remember(key, page, beforeReading);
    expect(cache.recall(key)).toBeUndefined();
  });

  it('lets the least recently used page go first when full', () => {
    const cache = new BrowseCache(2);
    const keys = [0, 24, 48].map((offset) => cache.keyOf(filter, { limit: 24, offset }) as string);
    const [first, second, third] = keys as [string, string, string];
    cache.remember(first, page, cache.changesSoFar());
    cache.remember(second, page, cache.changesSoFar());
    cache.recall(first);
    cache.remember(third, page, cache.changesSoFar());
    expect([cache.recall(first), cache.recall(second), cache.recall(third)]).toEqual([page, undefined, page]);
  });

  it('remembers nothing when its capacity is 0, nor the whole catalogue or a long page', () => {
    expect(new BrowseCache(0).keyOf(filter, firstPage)).toBeUndefined();
    const cache = new BrowseCache(10);
    expect(cache.keyOf(filter, { offset: 0 })).toBeUndefined();
    expect(cache.keyOf(filter, { limit: 1000, offset: 0 })).toBeUndefined();
  });
});

describe('browsing a remembered page', () => {
  let t: TestApp;
  let loaner: Awaited<ReturnType<TestApp['createUser']>>;
  beforeAll(async () => {
    t = await createTestApp();
    loaner = await t.createUser([RoleName.Loaner]);
  });
  afterAll(() => t.close());

  async function browse(search: string, categoryIds: number[] = []) {
    const res = await t.inject({
      method: 'GET',
      url: `/api/ComponentTypes?pageNumber=1&pageSize=24&searchString=${encodeURIComponent(search)}&categoriesFilterAsJson=${JSON.stringify(categoryIds)}`,
      user: loaner,
    });
    expect(res.statusCode).toBe(200);
    const total = JSON.parse(String(res.headers['x-pagination'])).TotalCount as number;
    return { total, types: res.json<{ componentName: string; numberOfAvailebleComponents: number }[]>() };
  }

  it('shows live stock counts, and every change to the catalogue at once', async () => {
    const filed = await insertCategory(t.db, 'Remembered Category');
    const first = await insertComponentType(t.db, { name: 'Remembered Widget A', categoryIds: [filed] });
    const [componentId] = (await insertComponents(t.db, first, [1, 2])) as [number];
    expect(await browse('remembered widget', [filed])).toEqual({
      total: 1,
      types: [expect.objectContaining({ componentName: 'Remembered Widget A', numberOfAvailebleComponents: 2 })],
    });

    // Not a change to the catalogue: the remembered page reads its stock anew.
    await t.db.update(components).set({ status: ComponentStatus.Loaned }).where(eq(components.id, componentId));
    expect((await browse('remembered widget', [filed])).types[0]?.numberOfAvailebleComponents).toBe(1);

    const second = await insertComponentType(t.db, { name: 'Remembered Widget B', categoryIds: [filed] });
    expect((await browse('remembered widget', [filed])).total).toBe(2);
    await t.db.update(componentTypes).set({ name: 'Forgotten Gadget' }).where(eq(componentTypes.id, second));
    expect((await browse('remembered widget', [filed])).types.map((type) => type.componentName)).toEqual([
      'Remembered Widget A',
    ]);
    await t.db.delete(componentTypes).where(eq(componentTypes.id, first));
    expect(await browse('remembered widget', [filed])).toEqual({ total: 0, types: [] });
  });
});
