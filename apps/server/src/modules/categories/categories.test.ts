import { RoleName } from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { insertCategory, insertComponentType } from '../component-types/component-types.fixtures.js';

describe('categories', () => {
  let t: TestApp;
  let admin: TestUser;
  let loaner: TestUser;
  let clerk: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser([RoleName.Admin]);
    loaner = await t.createUser([RoleName.Loaner]);
    clerk = await t.createUser([RoleName.Clerk]);
  });
  afterAll(() => t.close());

  const list = (query: string, user: TestUser = loaner) =>
    t.inject({ method: 'GET', url: `/api/Categories?${query}`, user });
  const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((c) => c.name);

  describe('access', () => {
    it.each([
      ['GET', '/api/Categories'],
      ['GET', '/api/Category'],
      ['POST', '/api/Category'],
      ['PUT', '/api/Category'],
      ['DELETE', '/api/Category/1'],
    ] as const)('%s %s needs a token', async (method, url) => {
      const res = await t.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? { categoryId: 1, name: 'x' } : undefined,
      });
      expect(res.statusCode).toBe(401);
    });

    it.each([
      ['POST', '/api/Category', { categoryId: 0, name: 'Forbidden' }],
      ['PUT', '/api/Category', { categoryId: 1, name: 'Forbidden' }],
      ['DELETE', '/api/Category/1', undefined],
    ] as const)('%s %s is for Admins only', async (method, url, payload) => {
      for (const user of [loaner, clerk]) {
        const res = await t.inject({ method, url, payload, user });
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    });
  });

  it('adds a category and refuses the same name in another case', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/Category',
      payload: { categoryId: 0, name: 'Resistors' },
      user: admin,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ categoryId: expect.any(Number), name: 'Resistors' });

    const duplicate = await t.inject({
      method: 'POST',
      url: '/api/Category',
      payload: { categoryId: 0, name: 'RESISTORS' },
      user: admin,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.headers['content-type']).toContain('application/problem+json');
    expect(duplicate.json().detail).toBe('A category named "RESISTORS" already exists.');
  });

  it('refuses an empty name with a 400 naming the field', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/Category',
      payload: { categoryId: 0, name: '  ' },
      user: admin,
    });
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
    expect(JSON.parse(firstPage.headers['x-pagination'] as string)).toEqual({
      TotalCount: 6,
      PageSize: 2,
      CurrentPage: 1,
      TotalPages: 3,
    });
  });

  it('returns every category for page 0 with size 0, as the browse filter asks', async () => {
    for (let i = 1; i <= 12; i++) await insertCategory(t.db, `Bulk ${i}`);
    const all = await list('pageNumber=0&pageSize=0&searchString=', clerk);
    expect(all.statusCode).toBe(200);
    const header = JSON.parse(all.headers['x-pagination'] as string);
    expect(all.json()).toHaveLength(header.TotalCount);
    expect(header.TotalCount).toBeGreaterThanOrEqual(12);
    expect(
      (await t.inject({ method: 'GET', url: '/api/Category?pageNumber=0&pageSize=0', user: loaner })).json(),
    ).toHaveLength(header.TotalCount);
  });

  it('renames a category, 404 for an unknown one, 409 for a taken name', async () => {
    const id = await insertCategory(t.db, 'Capacitors');
    const renamed = await t.inject({
      method: 'PUT',
      url: '/api/Category',
      payload: { categoryId: id, name: 'Caps' },
      user: admin,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ categoryId: id, name: 'Caps' });

    const unknown = await t.inject({
      method: 'PUT',
      url: '/api/Category',
      payload: { categoryId: 999999, name: 'Nope' },
      user: admin,
    });
    expect(unknown.statusCode).toBe(404);

    const taken = await t.inject({
      method: 'PUT',
      url: '/api/Category',
      payload: { categoryId: id, name: 'kit MOTORS' },
      user: admin,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('deletes an unused category and refuses one that component types use', async () => {
    const unused = await insertCategory(t.db, 'Unused');
    const used = await insertCategory(t.db, 'Microcontrollers');
    await insertComponentType(t.db, { name: 'Arduino Uno', categoryIds: [used] });

    expect((await t.inject({ method: 'DELETE', url: `/api/Category/${unused}`, user: admin })).statusCode).toBe(204);
    expect((await t.inject({ method: 'DELETE', url: `/api/Category/${unused}`, user: admin })).statusCode).toBe(404);

    const refused = await t.inject({ method: 'DELETE', url: `/api/Category/${used}`, user: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Category "Microcontrollers" is used by 1 component type(s)');
    expect(names(await list('searchString=microcontrollers'))).toEqual(['Microcontrollers']);
  });

  it('answers a malformed id with 400, not 500', async () => {
    expect((await t.inject({ method: 'DELETE', url: '/api/Category/abc', user: admin })).statusCode).toBe(400);
  });
});
