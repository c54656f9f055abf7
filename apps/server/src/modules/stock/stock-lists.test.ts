import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_BOM } from '../../lib/csv-text.js';
import { type AccessRoute, itIsForAdminsOnly, itNeedsAToken, paginationOf, useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';
import { createTypeWithComponents } from '../lending/lending-fixtures.js';
import { insertConsumable } from './stock.fixtures.js';

describe('Low stock and the reorder list', () => {
  const t = useSuiteApp();
  let ids: Record<string, number>;
  beforeAll(async () => {
    // Named so that they sort apart from the other suites' types.
    ids = {
      solder: await insertConsumable(t.db, {
        name: 'Solder wire 0.8 mm',
        stockUnit: 'm',
        quantityInStock: 4,
        reorderLevel: 10,
        reorderQuantity: 50,
        manufacturer: 'Stannol',
        location: 'Drawer 3',
      }),
      leds: await insertConsumable(t.db, { name: 'LED red 5 mm', quantityInStock: 20, reorderLevel: 20 }),
      resistors: await insertConsumable(t.db, { name: 'Resistor 10k', quantityInStock: 480, reorderLevel: 100 }),
      jumpers: await insertConsumable(t.db, { name: 'Jumper wires', quantityInStock: 3, reorderLevel: null }),
      empty: await insertConsumable(t.db, { name: 'Heat shrink', quantityInStock: 0, reorderLevel: 0 }),
    };
    await createTypeWithComponents(t.db, 0, { name: 'Arduino Uno' });
  });

  const low = (user: TestUser, query: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: '/api/Stock/low', query, user });

  itNeedsAToken(t, [
    ['GET', '/api/Stock/low'],
    ['GET', '/api/export/reorder.csv'],
  ] satisfies AccessRoute[]);

  it('is for Clerks and Admins', async () => {
    for (const url of ['/api/Stock/low', '/api/export/reorder.csv']) {
      const res = await t.inject({ method: 'GET', url, user: t.loaner });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('lists the consumables at or below their reorder level by name, none without a level', async () => {
    for (const user of [t.clerk, t.admin]) {
      const res = await low(user);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((type: { componentTypeId: number }) => type.componentTypeId)).toEqual([
        ids.empty,
        ids.leds,
        ids.solder,
      ]);
      expect(res.json()[2]).toMatchObject({
        componentName: 'Solder wire 0.8 mm',
        manufacturer: 'Stannol',
        kind: 'Consumable',
        stockUnit: 'm',
        quantityInStock: 4,
        numberOfAvailebleComponents: 4,
        reorderLevel: 10,
        reorderQuantity: 50,
        lowStock: true,
      });
      expect(paginationOf(res).TotalCount).toBe(3);
    }
  });

  it('pages and searches the list', async () => {
    const second = await low(t.clerk, { pageNumber: '2', pageSize: '2' });
    expect(second.json().map((type: { componentName: string }) => type.componentName)).toEqual(['Solder wire 0.8 mm']);
    expect(paginationOf(second)).toMatchObject({ TotalCount: 3, TotalPages: 2, CurrentPage: 2 });
    const found = await low(t.clerk, { searchString: 'led' });
    expect(found.json().map((type: { componentName: string }) => type.componentName)).toEqual(['LED red 5 mm']);
  });

  it('leaves a consumable the stock lifts above its level', async () => {
    const id = await insertConsumable(t.db, { name: 'Zip ties', quantityInStock: 5, reorderLevel: 5 });
    expect((await low(t.clerk)).json().map((type: { componentTypeId: number }) => type.componentTypeId)).toContain(id);
    const receipt = { method: 'POST' as const, url: `/api/ComponentTypes/${id}/stock/receive`, user: t.clerk };
    expect((await t.inject({ ...receipt, payload: { quantity: 1 } })).statusCode).toBe(201);
    expect((await low(t.clerk)).json().map((type: { componentTypeId: number }) => type.componentTypeId)).not.toContain(
      id,
    );
    await t.inject({
      method: 'POST',
      url: `/api/ComponentTypes/${id}/stock/count`,
      user: t.clerk,
      payload: { counted: 5, note: 'Recount' },
    });
    expect((await low(t.clerk)).json().map((type: { componentTypeId: number }) => type.componentTypeId)).toContain(id);
    await t.inject({
      method: 'POST',
      url: `/api/ComponentTypes/${id}/stock/count`,
      user: t.clerk,
      payload: { counted: 6, note: 'Recount' },
    });
  });

  it('downloads the reorder list as CSV with what to order of each', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/export/reorder.csv', user: t.clerk });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="labstock-reorder-2026-03-10.csv"');
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    expect(res.body.slice(CSV_BOM.length).split('\n')).toEqual([
      'Type,Manufacturer,Location,In stock,Unit,Reorder level,Suggested quantity',
      'Heat shrink,,,0,pcs,0,1',
      'LED red 5 mm,,,20,pcs,20,1',
      'Solder wire 0.8 mm,Stannol,Drawer 3,4,m,10,50',
      '',
    ]);
  });
});

describe('consumption per consumable', () => {
  const t = useSuiteApp();
  const consumption = (user: TestUser, query: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: '/api/Stock/consumption', query, user });

  itNeedsAToken(t, [['GET', '/api/Stock/consumption']]);
  itIsForAdminsOnly(t, [['GET', '/api/Stock/consumption']]);

  it('sums what each consumable issued and received in the lab days asked for, by name', async () => {
    const resistors = await insertConsumable(t.db, { name: 'Resistor 1k', quantityInStock: 100 });
    const leds = await insertConsumable(t.db, { name: 'LED green', stockUnit: 'pcs', quantityInStock: 50 });
    const wire = await insertConsumable(t.db, { name: 'Wire', stockUnit: 'm' });
    const move = async (id: number, what: string, payload: object, at: string) => {
      t.clock.set(at);
      const res = await t.inject({
        method: 'POST',
        url: `/api/ComponentTypes/${id}/stock/${what}`,
        payload,
        user: t.clerk,
      });
      expect(res.statusCode).toBe(201);
    };
    // Lab days in Copenhagen: 23:30 UTC on 11 March is already 12 March there.
    await move(resistors, 'issue', { quantity: 10 }, '2026-03-11T10:00:00Z');
    await move(resistors, 'receive', { quantity: 40 }, '2026-03-11T12:00:00Z');
    await move(leds, 'issue', { quantity: 5 }, '2026-03-11T23:30:00Z');
    await move(resistors, 'issue', { quantity: 7 }, '2026-03-13T09:00:00Z');
    await move(wire, 'receive', { quantity: 25 }, '2026-03-13T09:00:00Z');
    await move(resistors, 'count', { counted: 100, note: 'Stocktake' }, '2026-03-13T10:00:00Z');
    t.clock.set('2026-03-14T10:00:00Z');

    const row = (
      componentTypeId: number,
      componentName: string,
      stockUnit: string,
      issued: number,
      received: number,
    ) => ({
      componentTypeId,
      componentName,
      stockUnit,
      issued,
      received,
    });
    const eleventh = await consumption(t.admin, { from: '2026-03-11', to: '2026-03-11' });
    expect(eleventh.statusCode).toBe(200);
    expect(eleventh.json()).toEqual([row(resistors, 'Resistor 1k', 'pcs', 10, 40)]);
    const all = await consumption(t.admin, { from: '2026-03-11', to: '2026-03-13' });
    expect(all.json()).toEqual([
      row(leds, 'LED green', 'pcs', 5, 0),
      row(resistors, 'Resistor 1k', 'pcs', 17, 40),
      row(wire, 'Wire', 'm', 0, 25),
    ]);
    expect(paginationOf(all).TotalCount).toBe(3);
    const page = await consumption(t.admin, { from: '2026-03-12', pageNumber: '2', pageSize: '1' });
    expect(page.json()).toEqual([row(resistors, 'Resistor 1k', 'pcs', 7, 0)]);
    expect(paginationOf(page).TotalCount).toBe(3);
    expect((await consumption(t.admin, { from: '2026-03-01', to: '2026-03-10' })).json()).toEqual([]);
  });

  it('refuses an end before the start, and what is not a date, with a 400', async () => {
    for (const query of [
      { from: '2026-03-12', to: '2026-03-11' },
      { from: '12-03-2026' },
      { to: '2026-02-30' },
    ] as Record<string, string>[]) {
      const res = await consumption(t.admin, query);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
