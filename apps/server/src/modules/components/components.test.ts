import { type Component, ComponentStatus, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { components } from '../../db/schema.js';
import { itIsForAdminsOnly, itNeedsAToken, paginationOf, useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';
import {
  insertComponent,
  insertComponents,
  insertComponentType,
  insertLoan,
  insertReservation,
} from '../component-types/component-types.fixtures.js';
import { lendingMessages } from '../lending/lending-messages.js';

describe('components (inventory)', () => {
  const t = useSuiteApp({ loaner: { firstName: 'Freja', lastName: 'Nielsen', auId: 'au612345' } });

  const numbersOf = (res: { json(): unknown }) => (res.json() as Component[]).map((c) => c.componentNumber);
  const numbersInDb = async (typeId: number) =>
    (await t.db.select().from(components).where(eq(components.componentTypeId, typeId)))
      .map((c) => c.componentNumber)
      .sort((a, b) => a - b);
  const newComponent = (
    componentTypeId: number,
    componentNumber: number,
    status: number = ComponentStatus.Available,
  ) => ({
    componentId: 0,
    componentTypeId,
    componentNumber,
    serialNo: null,
    status,
    adminComment: null,
    userComment: null,
  });

  describe('access', () => {
    itNeedsAToken(t, [
      ['GET', '/api/Component?Id=1'],
      ['GET', '/api/Component/Available/1'],
      ['GET', '/api/Component/nextNumber?componentTypeId=1'],
      ['POST', '/api/Component'],
      ['POST', '/api/Component/Multiple'],
      ['PUT', '/api/Component'],
      ['DELETE', '/api/Component/1'],
    ]);
    itIsForAdminsOnly(t, [
      ['GET', '/api/Component/nextNumber?componentTypeId=1', {}],
      ['POST', '/api/Component', {}],
      ['POST', '/api/Component/Multiple', {}],
      ['PUT', '/api/Component', {}],
      ['DELETE', '/api/Component/1', {}],
    ]);

    it('lets Clerks and Admins, not Loaners, list the available components', async () => {
      const typeId = await insertComponentType(t.db, { name: 'Handout kit' });
      await insertComponents(t.db, typeId, [1, 3]);
      await insertComponents(t.db, typeId, [2], ComponentStatus.Defect);
      const url = `/api/Component/Available/${typeId}`;
      expect((await t.inject({ method: 'GET', url, user: t.loaner })).statusCode).toBe(403);
      for (const user of [t.clerk, t.admin]) {
        const res = await t.inject({ method: 'GET', url, user });
        expect(res.statusCode).toBe(200);
        expect(numbersOf(res)).toEqual([1, 3]);
      }
    });
  });

  describe('inventory list', () => {
    let typeId: number;
    let loanId: number;

    beforeAll(async () => {
      typeId = await insertComponentType(t.db, { name: 'Multimeter' });
      const loaned = await insertComponent(t.db, typeId, 1, ComponentStatus.Loaned);
      const defect = await insertComponent(t.db, typeId, 2, ComponentStatus.Defect);
      await insertComponents(t.db, typeId, [3, 10, 11, 12]);
      await t.db.update(components).set({ serialNo: 'SN-ABC-77' }).where(eq(components.id, loaned));
      await t.db.update(components).set({ userComment: 'Cracked DISPLAY, 50% dim' }).where(eq(components.id, defect));
      loanId = await insertLoan(t.db, { loanerId: t.loaner.loanerId, componentId: loaned, returnDate: '2026-04-15' });
    });

    const inventory = (query: string, user: TestUser = t.loaner) =>
      t.inject({ method: 'GET', url: `/api/Component?Id=${typeId}&${query}`, user });

    it('lists by number with the current loan joined in', async () => {
      const res = await inventory('pageNumber=1&pageSize=10');
      expect(res.statusCode).toBe(200);
      const [first, second] = res.json() as Component[];
      expect(first).toMatchObject({
        componentNumber: 1,
        serialNo: 'SN-ABC-77',
        status: ComponentStatus.Loaned,
        currentLoanInformationId: loanId,
        currentLoan: {
          loanId,
          loanerId: t.loaner.loanerId,
          loanerName: 'Freja Nielsen',
          auId: 'au612345',
          returnDate: '2026-04-15',
          loanDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      });
      expect(second).toMatchObject({ componentNumber: 2, currentLoanInformationId: null, currentLoan: null });
      expect(numbersOf(res)).toEqual([1, 2, 3, 10, 11, 12]);
    });

    it('tells another Loaner that a component is on loan and until when, not to whom; Clerks and Admins see who', async () => {
      const otherLoaner = await t.createUser([RoleName.Loaner], { email: 'other@uni.example' });
      const [seenByOther] = (await inventory('pageSize=1', otherLoaner)).json() as Component[];
      expect(seenByOther?.currentLoan).toEqual({
        loanId,
        loanerId: null,
        loanerName: null,
        auId: null,
        loanDate: expect.any(String),
        returnDate: '2026-04-15',
      });
      const body = (await inventory('pageSize=10', otherLoaner)).body;
      for (const identity of ['Freja', 'Nielsen', 'au612345', `"loanerId":${t.loaner.loanerId}`])
        expect(body).not.toContain(identity);

      for (const user of [t.clerk, t.admin, await t.createUser([RoleName.Loaner, RoleName.Clerk])]) {
        const [seen] = (await inventory('pageSize=1', user)).json() as Component[];
        expect(seen?.currentLoan).toMatchObject({
          loanerId: t.loaner.loanerId,
          loanerName: 'Freja Nielsen',
          auId: 'au612345',
        });
      }
    });

    it('pages with the X-Pagination header', async () => {
      const res = await inventory('pageNumber=2&pageSize=4');
      expect(numbersOf(res)).toEqual([11, 12]);
      expect(paginationOf(res)).toEqual({ TotalCount: 6, PageSize: 4, CurrentPage: 2, TotalPages: 2 });
    });

    it('searches the number, serial number and comments', async () => {
      expect(numbersOf(await inventory('searchString=1'))).toEqual([1, 10, 11, 12]);
      expect(numbersOf(await inventory('searchString=abc-7'))).toEqual([1]);
      expect(numbersOf(await inventory('searchString=display'))).toEqual([2]);
      expect(numbersOf(await inventory('searchString=50%25%20DIM'))).toEqual([2]);
      expect(numbersOf(await inventory('searchString=5_'))).toEqual([]);
    });

    it('sorts by status, then number', async () => {
      expect(numbersOf(await inventory('sortBy=status'))).toEqual([3, 10, 11, 12, 1, 2]);
    });

    it('refuses a missing type id and an unknown sort with 400', async () => {
      expect((await t.inject({ method: 'GET', url: '/api/Component', user: t.loaner })).statusCode).toBe(400);
      expect((await inventory('sortBy=colour')).statusCode).toBe(400);
    });
  });

  describe('numbers', () => {
    it('offers the next number: 1 for an empty type, then the highest plus one', async () => {
      const typeId = await insertComponentType(t.db, { name: 'Numbered kit' });
      const next = (suffix = '') =>
        t.inject({ method: 'GET', url: `/api/Component/nextNumber${suffix}?componentTypeId=${typeId}`, user: t.admin });
      expect((await next()).json()).toEqual({ nextNumber: 1 });
      await insertComponents(t.db, typeId, [1, 2, 7]);
      expect((await next('/')).json()).toEqual({ nextNumber: 8 });
      const unknown = await t.inject({
        method: 'GET',
        url: '/api/Component/nextNumber?componentTypeId=999999',
        user: t.admin,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('adds one component and refuses a taken number with 409', async () => {
      const typeId = await insertComponentType(t.db, { name: 'Single kit' });
      const created = await t.inject({
        method: 'POST',
        url: '/api/Component',
        user: t.admin,
        payload: { ...newComponent(typeId, 1, ComponentStatus.ReservedAdmin), serialNo: 'X1' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        componentNumber: 1,
        status: ComponentStatus.ReservedAdmin,
        serialNo: 'X1',
        currentLoan: null,
      });

      const taken = await t.inject({
        method: 'POST',
        url: '/api/Component',
        user: t.admin,
        payload: newComponent(typeId, 1),
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().detail).toBe('Component number 1 is already taken');
    });

    it('refuses a new component that starts reserved by a loaner or loaned', async () => {
      const typeId = await insertComponentType(t.db, { name: 'Status kit' });
      for (const status of [ComponentStatus.ReservedLoaner, ComponentStatus.Loaned]) {
        const res = await t.inject({
          method: 'POST',
          url: '/api/Component',
          user: t.admin,
          payload: newComponent(typeId, 1, status),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toHaveProperty('status');
      }
      const unknownType = await t.inject({
        method: 'POST',
        url: '/api/Component',
        user: t.admin,
        payload: newComponent(999999, 1),
      });
      expect(unknownType.statusCode).toBe(404);
    });

    it('adds many from the next number, all or nothing', async () => {
      const typeId = await insertComponentType(t.db, { name: 'Batch kit' });
      const { nextNumber } = (
        await t.inject({ method: 'GET', url: `/api/Component/nextNumber?componentTypeId=${typeId}`, user: t.admin })
      ).json();
      const batch = [0, 1, 2, 3].map((offset) => newComponent(typeId, nextNumber + offset));
      const created = await t.inject({ method: 'POST', url: '/api/Component/Multiple', user: t.admin, payload: batch });
      expect(created.statusCode).toBe(201);
      expect(numbersOf(created)).toEqual([1, 2, 3, 4]);

      const overlapping = [5, 6, 4].map((n) => newComponent(typeId, n));
      const refused = await t.inject({
        method: 'POST',
        url: '/api/Component/Multiple',
        user: t.admin,
        payload: overlapping,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe('Component number 4 is already taken');
      expect(await numbersInDb(typeId)).toEqual([1, 2, 3, 4]);

      const repeated = [7, 7].map((n) => newComponent(typeId, n));
      expect(
        (await t.inject({ method: 'POST', url: '/api/Component/Multiple', user: t.admin, payload: repeated }))
          .statusCode,
      ).toBe(400);
      expect(
        (await t.inject({ method: 'POST', url: '/api/Component/Multiple', user: t.admin, payload: [] })).statusCode,
      ).toBe(400);
    });

    it('never gives two concurrent batches for one type the same number', async () => {
      const typeId = await insertComponentType(t.db, { name: 'Race kit' });
      const batch = (from: number) => Array.from({ length: 20 }, (_, i) => newComponent(typeId, from + i));
      const answers = await Promise.all([
        t.inject({ method: 'POST', url: '/api/Component/Multiple', user: t.admin, payload: batch(1) }),
        t.inject({ method: 'POST', url: '/api/Component/Multiple', user: t.admin, payload: batch(11) }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const winner = answers.find((a) => a.statusCode === 201);
      expect(await numbersInDb(typeId)).toEqual(numbersOf(winner as { json(): unknown }));
      expect(answers.find((a) => a.statusCode === 409)?.json().detail).toMatch(
        /^Component numbers? [\d, ]+ (is|are) already taken$/,
      );
    });
  });

  describe('edit', () => {
    let typeId: number;
    beforeAll(async () => {
      typeId = await insertComponentType(t.db, { name: 'Editable kit' });
    });
    const edit = (payload: object) => t.inject({ method: 'PUT', url: '/api/Component', user: t.admin, payload });

    it('edits serial number, comments, number and a hand-settable status', async () => {
      const componentId = await insertComponent(t.db, typeId, 1);
      const res = await edit({
        ...newComponent(typeId, 5, ComponentStatus.Defect),
        componentId,
        serialNo: 'SN-5',
        adminComment: 'Burnt',
        userComment: 'Smells',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        componentId,
        componentNumber: 5,
        status: ComponentStatus.Defect,
        serialNo: 'SN-5',
        adminComment: 'Burnt',
        userComment: 'Smells',
      });
    });

    it('refuses a taken number with 409 and a type change with 400', async () => {
      await insertComponent(t.db, typeId, 20);
      const componentId = await insertComponent(t.db, typeId, 21);
      const taken = await edit({ ...newComponent(typeId, 20), componentId });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().detail).toBe('Component number 20 is already taken');

      const otherType = await insertComponentType(t.db, { name: 'Other kit' });
      const moved = await edit({ ...newComponent(otherType, 21), componentId });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().errors).toHaveProperty('componentTypeId');
    });

    it('keeps a reserved or loaned status from being changed by hand, but allows editing comments', async () => {
      for (const [number, status] of [
        [30, ComponentStatus.ReservedLoaner],
        [31, ComponentStatus.Loaned],
      ] as const) {
        const componentId = await insertComponent(t.db, typeId, number, status);
        const changed = await edit({ ...newComponent(typeId, number, ComponentStatus.Available), componentId });
        expect(changed.statusCode).toBe(400);
        expect(changed.json().detail).toBe(lendingMessages.statusLockedByFlow);

        const commented = await edit({
          ...newComponent(typeId, number, status),
          componentId,
          adminComment: 'Check on return',
        });
        expect(commented.statusCode).toBe(200);
        expect(commented.json()).toMatchObject({ status, adminComment: 'Check on return' });
      }
    });

    it('never sets ReservedLoaner or Loaned by hand', async () => {
      const componentId = await insertComponent(t.db, typeId, 40);
      for (const status of [ComponentStatus.ReservedLoaner, ComponentStatus.Loaned]) {
        const res = await edit({ ...newComponent(typeId, 40, status), componentId });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toHaveProperty('status');
      }
      for (const status of [
        ComponentStatus.ReservedAdmin,
        ComponentStatus.Lost,
        ComponentStatus.NeverReturned,
        ComponentStatus.Trashed,
        ComponentStatus.Available,
      ]) {
        expect((await edit({ ...newComponent(typeId, 40, status), componentId })).statusCode).toBe(200);
      }
    });

    it('answers 404 for an unknown component and 400 for an unknown status', async () => {
      expect((await edit({ ...newComponent(typeId, 50), componentId: 999999 })).statusCode).toBe(404);
      expect((await edit({ ...newComponent(typeId, 50), componentId: 1, status: 9 })).statusCode).toBe(400);
    });
  });

  describe('delete', () => {
    it('deletes a free component and refuses a reserved or loaned one', async () => {
      const typeId = await insertComponentType(t.db, { name: 'Deletable kit' });
      const free = await insertComponent(t.db, typeId, 1);
      const reserved = await insertComponent(t.db, typeId, 2, ComponentStatus.ReservedLoaner);
      const loaned = await insertComponent(t.db, typeId, 3, ComponentStatus.Loaned);
      await insertReservation(t.db, t.loaner.loanerId, reserved);
      await insertLoan(t.db, { loanerId: t.loaner.loanerId, componentId: loaned });
      const remove = (id: number) => t.inject({ method: 'DELETE', url: `/api/Component/${id}`, user: t.admin });

      expect((await remove(free)).statusCode).toBe(204);
      expect((await remove(free)).statusCode).toBe(404);
      const refusedReserved = await remove(reserved);
      expect(refusedReserved.statusCode).toBe(409);
      expect(refusedReserved.json().detail).toBe('Component number 2 is reserved or on loan and cannot be deleted.');
      expect((await remove(loaned)).statusCode).toBe(409);
      expect(await numbersInDb(typeId)).toEqual([2, 3]);
    });
  });
});
