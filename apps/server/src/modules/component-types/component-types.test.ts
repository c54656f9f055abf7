import { ComponentStatus, type ComponentType } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { components, componentTypes, loans } from '../../db/schema.js';
import { itIsForAdminsOnly, itNeedsAToken, paginationOf, useSuiteApp } from '../../testing/suite.js';
import {
  insertCategory,
  insertComponent,
  insertComponents,
  insertComponentType,
  insertLoan,
  insertReservation,
} from './component-types.fixtures.js';

describe('component types: browse, details, delete', () => {
  const t = useSuiteApp();

  const browse = (query: string) => t.inject({ method: 'GET', url: `/api/ComponentTypes?${query}`, user: t.loaner });
  const names = (res: { json(): unknown }) => (res.json() as ComponentType[]).map((type) => type.componentName);
  const filterBy = (ids: number[]) => `categoriesFilterAsJson=${encodeURIComponent(JSON.stringify(ids))}`;

  describe('access', () => {
    itNeedsAToken(t, [
      ['GET', '/api/ComponentTypes'],
      ['GET', '/api/ComponentTypes/1'],
      ['POST', '/api/ComponentTypes'],
      ['PUT', '/api/ComponentTypes'],
      ['DELETE', '/api/ComponentTypes/1'],
    ]);
    itIsForAdminsOnly(t, [
      ['POST', '/api/ComponentTypes'],
      ['PUT', '/api/ComponentTypes'],
      ['DELETE', '/api/ComponentTypes/1'],
    ]);

    it('serves the image without a token (for <img>), 404 when there is none', async () => {
      const id = await insertComponentType(t.db, { name: 'Imageless' });
      const res = await t.inject({ method: 'GET', url: `/api/ComponentTypes/${id}/image` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });
  });

  describe('browse', () => {
    let sensors: number;
    let motors: number;
    let displays: number;

    beforeAll(async () => {
      sensors = await insertCategory(t.db, 'Sensors');
      motors = await insertCategory(t.db, 'Motors');
      displays = await insertCategory(t.db, 'Displays');
      await insertComponentType(t.db, {
        name: 'Zeta temperature probe',
        info: 'Measures 0-100 °C',
        categoryIds: [sensors],
      });
      await insertComponentType(t.db, {
        name: 'Alpha stepper',
        info: 'A TEMPERATURE-proof motor',
        categoryIds: [motors],
      });
      await insertComponentType(t.db, { name: 'OLED 128x64', info: 'Small display', categoryIds: [displays, sensors] });
      await insertComponentType(t.db, { name: 'Relay 100% rated', info: 'Switches mains', categoryIds: [motors] });
      await insertComponentType(t.db, { name: 'Fan_5V', info: 'Cooling fan', categoryIds: [displays] });
    });

    it('searches name and description case-insensitively', async () => {
      expect(names(await browse('searchString=TEMPERATURE'))).toEqual(['Alpha stepper', 'Zeta temperature probe']);
      expect(names(await browse('searchString=small%20DISPLAY'))).toEqual(['OLED 128x64']);
    });

    it("matches '%' and '_' literally", async () => {
      expect(names(await browse('searchString=100%25'))).toEqual(['Relay 100% rated']);
      expect(names(await browse('searchString=n_5'))).toEqual(['Fan_5V']);
      expect(names(await browse('searchString=_'))).toEqual(['Fan_5V']);
    });

    it('filters by categories: a type matches when it has any of them', async () => {
      expect(names(await browse(filterBy([sensors, motors])))).toEqual([
        'Alpha stepper',
        'OLED 128x64',
        'Relay 100% rated',
        'Zeta temperature probe',
      ]);
      expect(names(await browse(`${filterBy([displays])}&searchString=fan`))).toEqual(['Fan_5V']);
      expect(names(await browse(filterBy([])))).toContain('Fan_5V');
    });

    it('pages by name and reports the total in X-Pagination', async () => {
      const res = await browse(`${filterBy([sensors, motors, displays])}&pageNumber=2&pageSize=2`);
      expect(names(res)).toEqual(['OLED 128x64', 'Relay 100% rated']);
      expect(paginationOf(res)).toEqual({ TotalCount: 5, PageSize: 2, CurrentPage: 2, TotalPages: 3 });
    });

    it('reports the total of a search past its last page and of a search matching nothing', async () => {
      const total = async (query: string) => paginationOf(await browse(query)).TotalCount;
      const matching = await total('searchString=a&pageSize=2');
      expect(matching).toBeGreaterThan(2);
      expect(await total('searchString=a&pageNumber=99&pageSize=2')).toBe(matching);
      expect(names(await browse('searchString=a&pageNumber=99&pageSize=2'))).toEqual([]);
      expect(await total('searchString=no%20such%20thing')).toBe(0);
    });

    it('refuses a malformed category filter with a 400 problem', async () => {
      for (const bad of ['[1,', '{"a":1}', '["x"]', '[-1]']) {
        const res = await browse(`categoriesFilterAsJson=${encodeURIComponent(bad)}`);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().errors).toHaveProperty('categoriesFilterAsJson');
      }
    });

    it('refuses a page size beyond the limit', async () => {
      expect((await browse('pageSize=5000')).statusCode).toBe(400);
    });
  });

  it('counts only Available components and carries the categories, without an inline image', async () => {
    const tools = await insertCategory(t.db, 'Tools');
    const boards = await insertCategory(t.db, 'Boards');
    const id = await insertComponentType(t.db, { name: 'Counted kit', categoryIds: [tools, boards] });
    await insertComponents(t.db, id, [1, 2, 3]);
    await insertComponents(t.db, id, [4], ComponentStatus.Loaned);
    await insertComponents(t.db, id, [5], ComponentStatus.Defect);

    const [listed] = (await browse('searchString=counted%20kit')).json() as ComponentType[];
    expect(listed).toMatchObject({
      componentTypeId: id,
      numberOfAvailebleComponents: 3,
      imageUrl: null,
      categories: [
        { categoryId: boards, name: 'Boards' },
        { categoryId: tools, name: 'Tools' },
      ],
    });
    expect(listed).not.toHaveProperty('image');

    const details = await t.inject({ method: 'GET', url: `/api/ComponentTypes/${id}`, user: t.clerk });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({ ...listed, image: null });
  });

  it('answers 404 for the details of an unknown type', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/ComponentTypes/999999', user: t.loaner });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Component type 999999 was not found.');
  });

  describe('delete', () => {
    const remove = (id: number) => t.inject({ method: 'DELETE', url: `/api/ComponentTypes/${id}`, user: t.admin });

    it('refuses while a component is reserved', async () => {
      const id = await insertComponentType(t.db, { name: 'Reserved kit' });
      const componentId = await insertComponent(t.db, id, 1, ComponentStatus.ReservedLoaner);
      await insertComponent(t.db, id, 2);
      await insertReservation(t.db, t.loaner.loanerId, componentId);
      const res = await remove(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(
        'Component type "Reserved kit" cannot be deleted: 1 of its components are reserved or on loan.',
      );
      expect(await t.db.select().from(components).where(eq(components.componentTypeId, id))).toHaveLength(2);
    });

    it('refuses while a component is on an active loan', async () => {
      const id = await insertComponentType(t.db, { name: 'Loaned kit' });
      const componentId = await insertComponent(t.db, id, 1, ComponentStatus.Loaned);
      await insertLoan(t.db, { loanerId: t.loaner.loanerId, componentId });
      expect((await remove(id)).statusCode).toBe(409);
    });

    it('deletes the type with its components and keeps returned loans as history', async () => {
      const id = await insertComponentType(t.db, { name: 'Old kit', categoryIds: [await insertCategory(t.db, 'Old')] });
      const componentId = await insertComponent(t.db, id, 1);
      await insertComponent(t.db, id, 2);
      const loanId = await insertLoan(t.db, { loanerId: t.loaner.loanerId, componentId, returnedAt: new Date() });

      expect((await remove(id)).statusCode).toBe(204);
      expect(await t.db.select().from(componentTypes).where(eq(componentTypes.id, id))).toHaveLength(0);
      expect(await t.db.select().from(components).where(eq(components.componentTypeId, id))).toHaveLength(0);
      const [history] = await t.db.select().from(loans).where(eq(loans.id, loanId));
      expect(history?.componentId).toBeNull();
      expect((await remove(id)).statusCode).toBe(404);
    });
  });
});
