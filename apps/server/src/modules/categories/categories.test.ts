import { describe, expect, it } from 'vitest';
import { itIsForAdminsOnly, itNeedsAToken, paginationOf, useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';
import { insertCategory, insertComponentType } from '../component-types/component-types.fixtures.js';

describe('categories', () => {
  const t = useSuiteApp();

  const list = (query: string, user: TestUser = t.loaner) =>
    t.inject({ method: 'GET', url: `/api/Categories?${query}`, user });
  // The Admin's calls; a new category is sent with id 0.
  const add = (name: string) =>
    t.inject({ method: 'POST', url: '/api/Category', payload: { categoryId: 0, name }, user: t.admin });
  const rename = (categoryId: number, name: string) =>
    t.inject({ method: 'PUT', url: '/api/Category', payload: { categoryId, name }, user: t.admin });
  const remove = (id: number | string) => t.inject({ method: 'DELETE', url: `/api/Category/${id}`, user: t.admin });
  const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((c) => c.name);

  describe('access', () => {
    itNeedsAToken(t, [
      ['GET', '/api/Categories'],
      ['GET', '/api/Category'],
      ['POST', '/api/Category', { categoryId: 1, name: 'x' }],
      ['PUT', '/api/Category', { categoryId: 1, name: 'x' }],
      ['DELETE', '/api/Category/1'],
    ]);
    itIsForAdminsOnly(t, [
      ['POST', '/api/Category', { categoryId: 0, name: 'Forbidden' }],
      ['PUT', '/api/Category', { categoryId: 1, name: 'Forbidden' }],
      ['DELETE', '/api/Category/1'],
    ]);
  });

  it('adds a category and refuses the same name in another case', async () => {
    const created = await add('Resistors');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ categoryId: expect.any(Number), name: 'Resistors', requiredQualificationIds: [] });

    const duplicate = await add('RESISTORS');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.headers['content-type']).toContain('application/problem+json');
    expect(duplicate.json().detail).toBe('A category named "RESISTORS" already exists.');
  });

  it('refuses an empty name with a 400 naming the field', async () => {
    const res = await add('  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('name');
  });

  it('lists by name, searches case-insensitively and literally, and pages with the X-Pagination header', async () => {
    for (const name of [
      'Kit sensor boards',
      'kit Sensor cables',
      'Kit motors',
      'Kit 100% tested',
      'Kit power_supplies',
      'Kit powerxsupplies',
    ]) {
      await insertCategory(t.db, name);
    }
    expect(names(await list('searchString=SENSOR'))).toEqual(['Kit sensor boards', 'kit Sensor cables']);
    expect(names(await list('searchString=%25'))).toEqual(['Kit 100% tested']);
    expect(names(await list('searchString=power_'))).toEqual(['Kit power_supplies']);

    const firstPage = await list('pageNumber=1&pageSize=2&searchString=kit');
    expect(names(firstPage)).toEqual(['Kit 100% tested', 'Kit motors']);
    expect(paginationOf(firstPage)).toEqual({ TotalCount: 6, PageSize: 2, CurrentPage: 1, TotalPages: 3 });
  });

  it('returns every category for page 0 with size 0, as the browse filter asks', async () => {
    for (let i = 1; i <= 12; i++) await insertCategory(t.db, `Bulk ${i}`);
    const all = await list('pageNumber=0&pageSize=0&searchString=', t.clerk);
    expect(all.statusCode).toBe(200);
    const header = paginationOf(all);
    expect(all.json()).toHaveLength(header.TotalCount);
    expect(header.TotalCount).toBeGreaterThanOrEqual(12);
    expect(
      (await t.inject({ method: 'GET', url: '/api/Category?pageNumber=0&pageSize=0', user: t.loaner })).json(),
    ).toHaveLength(header.TotalCount);
  });

  it('renames a category, 404 for an unknown one, 409 for a taken name', async () => {
    const id = await insertCategory(t.db, 'Capacitors');
    const renamed = await rename(id, 'Caps');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ categoryId: id, name: 'Caps', requiredQualificationIds: [] });

    expect((await rename(999999, 'Nope')).statusCode).toBe(404);
    expect((await rename(id, 'kit MOTORS')).statusCode).toBe(409);
  });

  it('deletes an unused category and refuses one that component types use', async () => {
    const unused = await insertCategory(t.db, 'Unused');
    const used = await insertCategory(t.db, 'Microcontrollers');
    await insertComponentType(t.db, { name: 'Arduino Uno', categoryIds: [used] });

    expect((await remove(unused)).statusCode).toBe(204);
    expect((await remove(unused)).statusCode).toBe(404);

    const refused = await remove(used);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Category "Microcontrollers" is used by 1 component type(s)');
    expect(names(await list('searchString=microcontrollers'))).toEqual(['Microcontrollers']);
  });

  it('answers a malformed id with 400, not 500', async () => {
    expect((await remove('abc')).statusCode).toBe(400);
  });
});
