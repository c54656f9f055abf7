import { messages, PAGINATION_HEADER, PHONE_HELPER_TEXT, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanerRoles, loaners, loans, reservations, roles } from '../../db/schema.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { createLoan, createReservation, createTypeWithComponents } from '../lending/lending-fixtures.js';

const { Loaner, Clerk, Admin } = RoleName;

function roleNames(body: { roles: { name: string }[] }) {
  return body.roles.map((role) => role.name);
}

describe('loaners', () => {
  let t: TestApp;
  let admin: TestUser;
  let clerk: TestUser;
  let loaner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser([Admin]);
    clerk = await t.createUser([Clerk]);
    loaner = await t.createUser([Loaner], { firstName: 'Lea', lastName: 'Loaner' });
    other = await t.createUser([Loaner], { firstName: 'Otto', lastName: 'Other' });
  });
  afterAll(() => t.close());

  const update = (user: TestUser, target: TestUser, fields: object = {}) =>
    t.inject({
      method: 'PUT',
      url: '/api/Loaners',
      user,
      payload: { loanerId: target.loanerId, mobileNo: '87654321', ...fields },
    });

  describe('access', () => {
    const routes = [
      { name: 'Loaners/Loaner', url: () => '/api/Loaners/Loaner', allowed: [Loaner, Clerk, Admin] },
      { name: 'Loaners', url: () => '/api/Loaners', allowed: [Admin] },
      {
        name: 'Loaners/roles',
        url: () => '/api/Loaners/roles?pageNumber=1&pageSize=0&searchString=',
        allowed: [Admin],
      },
      {
        name: 'Loaners/roles/{loanerId}',
        url: () => `/api/Loaners/roles/${other.loanerId}?pageNumber=1&pageSize=0&searchString=`,
        allowed: [Admin],
      },
      { name: 'Loaners/auid/{auId}', url: () => `/api/Loaners/auid/${other.auId}`, allowed: [Clerk, Admin] },
      { name: 'Loaners/{id} of another user', url: () => `/api/Loaners/${other.loanerId}`, allowed: [Admin] },
    ] as const;

    for (const route of routes) {
      it(`GET ${route.name} needs a token and one of ${route.allowed.join(', ')}`, async () => {
        expect((await t.inject({ method: 'GET', url: route.url() })).statusCode).toBe(401);
        for (const role of [Loaner, Clerk, Admin]) {
          const res = await t.inject({ method: 'GET', url: route.url(), user: await t.createUser([role]) });
          expect(res.statusCode, `${role}`).toBe((route.allowed as readonly RoleName[]).includes(role) ? 200 : 403);
        }
      });
    }

    it('PUT and DELETE Loaners need a token; another user is 403 unless Admin', async () => {
      expect(
        (
          await t.inject({
            method: 'PUT',
            url: '/api/Loaners',
            payload: { loanerId: other.loanerId, mobileNo: '12345678' },
          })
        ).statusCode,
      ).toBe(401);
      expect((await t.inject({ method: 'DELETE', url: `/api/Loaners/${other.loanerId}` })).statusCode).toBe(401);
      for (const user of [loaner, clerk]) {
        expect((await update(user, other)).statusCode).toBe(403);
        expect((await t.inject({ method: 'DELETE', url: `/api/Loaners/${other.loanerId}`, user })).statusCode).toBe(
          403,
        );
      }
      expect((await t.inject({ method: 'GET', url: '/api/Loaners/Loaner', user: other })).json().mobileNo).toBe(
        '12345678',
      );
    });
  });

  describe('GET Loaners/Loaner', () => {
    it('gives the current user with roles', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/Loaners/Loaner', user: loaner });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        loanerId: loaner.loanerId,
        firstName: 'Lea',
        lastName: 'Loaner',
        auId: loaner.auId,
        hasOverdueLoans: false,
        language: 'en',
        roles: [{ id: 1, name: 'Loaner' }],
      });
    });

    it("says hasOverdueLoans when an active loan's return date is before the lab's today", async () => {
      const borrower = await t.createUser([Loaner]);
      const { componentIds } = await createTypeWithComponents(t.db, 3);
      const [dueToday, dueYesterday, returned] = componentIds as [number, number, number];
      // 23:30 UTC on 10 March is already 11 March in Copenhagen.
      t.clock.set('2026-03-10T23:30:00Z');
      await createLoan(t.db, { loanerId: borrower.loanerId, componentId: dueToday, returnDate: '2026-03-11' });
      const returnedLoan = await createLoan(t.db, {
        loanerId: borrower.loanerId,
        componentId: returned,
        returnDate: '2026-03-01',
      });
      await t.db
        .update(loans)
        .set({ returnedAt: new Date('2026-03-02T10:00:00Z') })
        .where(eq(loans.id, returnedLoan));
      const current = () => t.inject({ method: 'GET', url: '/api/Loaners/Loaner', user: borrower });
      expect((await current()).json().hasOverdueLoans).toBe(false);

      await createLoan(t.db, { loanerId: borrower.loanerId, componentId: dueYesterday, returnDate: '2026-03-10' });
      expect((await current()).json().hasOverdueLoans).toBe(true);
      t.clock.set('2026-03-10T22:30:00Z');
      expect((await current()).json().hasOverdueLoans).toBe(false);
    });
  });

  describe('GET Loaners', () => {
    it('pages all users in name order with the total in X-Pagination', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/Loaners?pageNumber=1&pageSize=2', user: admin });
      expect(res.statusCode).toBe(200);
      const total = (await t.db.select().from(loaners)).length;
      expect(JSON.parse(String(res.headers[PAGINATION_HEADER.toLowerCase()]))).toEqual({
        TotalCount: total,
        PageSize: 2,
        CurrentPage: 1,
        TotalPages: Math.ceil(total / 2),
      });
      const all = await t.inject({ method: 'GET', url: '/api/Loaners?pageNumber=1&pageSize=100', user: admin });
      const names = all.json().map((l: { firstName: string; lastName: string }) => `${l.firstName} ${l.lastName}`);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
      expect(res.json()).toEqual(all.json().slice(0, 2));
    });

    it('searches names, AU id, e-mail and student number, ignoring case', async () => {
      const found = await t.createUser([Loaner], {
        firstName: 'Karen',
        lastName: 'Blixen',
        studentNo: 'S-4711',
        email: 'karen.b@post.example',
      });
      const search = async (text: string) => {
        const res = await t.inject({
          method: 'GET',
          url: `/api/Loaners?searchString=${encodeURIComponent(text)}`,
          user: admin,
        });
        return res.json().map((l: { loanerId: number }) => l.loanerId);
      };
      for (const text of ['blixen', 'KAREN BLIX', found.auId.toUpperCase(), 'post.example', 's-4711']) {
        expect(await search(text), text).toEqual([found.loanerId]);
      }
      expect(await search('100%_')).toEqual([]);
      // Each text is matched on its own: a search does not run on from the e-mail into the student number.
      expect(await search('post.example s-4711')).toEqual([]);
    });

    it("pages a search's matches in name order, each page with the matches' total, also past the last page", async () => {
      for (const firstName of ['Viggo', 'Astrid', 'Mads'])
        await t.createUser([Loaner], { firstName, lastName: 'Quistgaard' });
      const page = async (pageNumber: number) => {
        const res = await t.inject({
          method: 'GET',
          url: `/api/Loaners?searchString=quistgaard&pageNumber=${pageNumber}&pageSize=2`,
          user: admin,
        });
        const names = res.json().map((l: { firstName: string }) => l.firstName);
        return { names, total: JSON.parse(String(res.headers[PAGINATION_HEADER.toLowerCase()])).TotalCount };
      };
      expect(await page(1)).toEqual({ names: ['Astrid', 'Mads'], total: 3 });
      expect(await page(2)).toEqual({ names: ['Viggo'], total: 3 });
      expect(await page(3)).toEqual({ names: [], total: 3 });
    });

    it('refuses a bad page size with a 400 problem', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/Loaners?pageSize=1000', user: admin });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });
  });

  describe('GET Loaners/{id}', () => {
    it('gives a user their own record and an Admin anyone; 404 for no such loaner', async () => {
      expect(
        (await t.inject({ method: 'GET', url: `/api/Loaners/${loaner.loanerId}`, user: loaner })).json().auId,
      ).toBe(loaner.auId);
      expect((await t.inject({ method: 'GET', url: `/api/Loaners/${loaner.loanerId}`, user: admin })).json().auId).toBe(
        loaner.auId,
      );
      const missing = await t.inject({ method: 'GET', url: '/api/Loaners/999999', user: admin });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe(messages.loanerNotFound(999999));
      expect((await t.inject({ method: 'GET', url: '/api/Loaners/abc', user: admin })).statusCode).toBe(400);
    });
  });

  describe('GET Loaners/auid/{auId}', () => {
    it("finds the loaner whatever the case, adding the 'au' prefix when missing", async () => {
      const digits = other.auId.slice(2);
      for (const typed of [other.auId, other.auId.toUpperCase(), digits]) {
        const res = await t.inject({ method: 'GET', url: `/api/Loaners/auid/${typed}`, user: clerk });
        expect(res.statusCode, typed).toBe(200);
        expect(res.json()).toMatchObject({ loanerId: other.loanerId, firstName: 'Otto', hasOverdueLoans: false });
      }
    });

    it('answers 404 with a message naming the AU id', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/Loaners/auid/424242', user: clerk });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(messages.noLoanerWithAuId('au424242'));
    });
  });

  describe('PUT Loaners', () => {
    it('lets a user change their contact fields; the one number is written to both fields', async () => {
      const self = await t.createUser([Loaner], { firstName: 'Sif' });
      const res = await update(self, self, {
        studentNo: 'SIF',
        staffInitials: null,
        email: 'sif@new.example',
        firstName: 'Changed',
        auId: 'au000001',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        firstName: 'Sif',
        auId: self.auId,
        studentNo: 'SIF',
        staffInitials: 'SIF',
        mobileNo: '87654321',
        email: 'sif@new.example',
      });
    });

    it('validates the phone and the e-mail', async () => {
      const res = await update(loaner, loaner, { mobileNo: '123', email: 'anything' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ mobileNo: [PHONE_HELPER_TEXT], email: [messages.emailInvalid] });
      expect((await update(loaner, loaner, { mobileNo: '+45 1234 5678', email: ' lea@uni.example ' })).statusCode).toBe(
        200,
      );
    });

    it.each([
      'a@x.example, b@y.example',
      '"Evil" <evil@x.example>, c@y.example',
      'a@x.example\r\nBcc: b@y.example',
      'not-an-address',
    ])('refuses %j as an e-mail, from the user and from an Admin alike', async (email) => {
      const self = await t.createUser([Loaner], { email: 'kept@uni.example' });
      for (const caller of [self, admin]) {
        const res = await update(caller, self, { email });
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().errors).toEqual({ email: [messages.emailInvalid] });
      }
      const stored = await t.inject({ method: 'GET', url: `/api/Loaners/${self.loanerId}`, user: self });
      expect(stored.json().email).toBe('kept@uni.example');
    });

    it('clears the e-mail when it is sent empty', async () => {
      const self = await t.createUser([Loaner]);
      expect((await update(self, self, { email: '' })).json().email).toBeNull();
    });

    it('ignores roles sent by a non-Admin', async () => {
      const res = await update(loaner, loaner, { roles: [{ name: Admin }, { name: Loaner }] });
      expect(res.statusCode).toBe(200);
      expect(roleNames(res.json())).toEqual([Loaner]);
    });

    it('lets an Admin set roles, always keeping Loaner; the change applies to the next request', async () => {
      const user = await t.createUser([Loaner]);
      const clerkRoute = { method: 'GET', url: `/api/Loaners/auid/${other.auId}`, user } as const;
      expect((await t.inject(clerkRoute)).statusCode).toBe(403);

      const promoted = await update(admin, user, { roles: [{ name: Clerk }] });
      expect(roleNames(promoted.json())).toEqual([Loaner, Clerk]);
      // The same product token, issued before the change: the guard reads the roles now.
      expect((await t.inject(clerkRoute)).statusCode).toBe(200);

      const demoted = await update(admin, user, { roles: [] });
      expect(roleNames(demoted.json())).toEqual([Loaner]);
      expect((await t.inject(clerkRoute)).statusCode).toBe(403);
    });

    it('answers 404 for no such loaner', async () => {
      const res = await t.inject({
        method: 'PUT',
        url: '/api/Loaners',
        user: admin,
        payload: { loanerId: 999999, mobileNo: '12345678' },
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('PUT Loaners/Loaner/language', () => {
    const setLanguage = (user: TestUser | undefined, payload: unknown) =>
      t.inject({ method: 'PUT', url: '/api/Loaners/Loaner/language', user, payload: payload as object });

    it('needs a token', async () => {
      expect((await setLanguage(undefined, { language: 'da' })).statusCode).toBe(401);
    });

    it("sets the caller's own language and answers their loaner; GET Loaners/Loaner gives it afterwards", async () => {
      for (const role of [Loaner, Clerk, Admin]) {
        const user = await t.createUser([role], { firstName: 'Dora' });
        const current = () => t.inject({ method: 'GET', url: '/api/Loaners/Loaner', user });
        expect((await current()).json().language).toBe('en');

        const res = await setLanguage(user, { language: 'da' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ ...(await current()).json(), language: 'da' });
        expect(res.json()).toMatchObject({ loanerId: user.loanerId, firstName: 'Dora', language: 'da' });
        expect((await current()).json().language).toBe('da');

        expect((await setLanguage(user, { language: 'en' })).json().language).toBe('en');
        expect((await current()).json().language).toBe('en');
      }
    });

    it("changes nobody else's language", async () => {
      const self = await t.createUser([Loaner]);
      await setLanguage(self, { language: 'da' });
      const res = await t.inject({ method: 'GET', url: `/api/Loaners/${other.loanerId}`, user: admin });
      expect(res.json().language).toBe('en');
    });

    it('refuses a language it does not have with a 400 problem', async () => {
      for (const payload of [{ language: 'de' }, { language: 'DA' }, { language: '' }, { language: null }, {}]) {
        const res = await setLanguage(loaner, payload);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().errors).toHaveProperty('language');
      }
      expect((await t.inject({ method: 'GET', url: '/api/Loaners/Loaner', user: loaner })).json().language).toBe('en');
    });

    it('PUT Loaners neither needs nor changes it', async () => {
      const self = await t.createUser([Loaner]);
      await setLanguage(self, { language: 'da' });
      expect((await update(self, self)).json().language).toBe('da');
      const res = await update(admin, self, { language: 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json().language).toBe('da');
    });
  });

  describe('DELETE Loaners/{id}', () => {
    it('lets a user delete themselves; their token stops working', async () => {
      const self = await t.createUser([Loaner]);
      expect((await t.inject({ method: 'DELETE', url: `/api/Loaners/${self.loanerId}`, user: self })).statusCode).toBe(
        204,
      );
      expect((await t.inject({ method: 'GET', url: '/api/Loaners/Loaner', user: self })).statusCode).toBe(401);
    });

    it('refuses while the user has active loans or reservations, and keeps returned loans as history', async () => {
      const borrower = await t.createUser([Loaner], { firstName: 'Bo', lastName: 'Borrow' });
      const { componentIds } = await createTypeWithComponents(t.db, 3);
      const [lent, reserved, returned] = componentIds as [number, number, number];
      const activeLoan = await createLoan(t.db, {
        loanerId: borrower.loanerId,
        componentId: lent,
        returnDate: '2026-04-01',
      });
      const reservation = await createReservation(t.db, {
        loanerId: borrower.loanerId,
        componentId: reserved,
        reservationDate: new Date(),
      });
      const oldLoan = await createLoan(t.db, {
        loanerId: borrower.loanerId,
        componentId: returned,
        returnDate: '2026-01-01',
      });
      await t.db
        .update(loans)
        .set({ returnedAt: new Date('2026-01-02T10:00:00Z') })
        .where(eq(loans.id, oldLoan));

      const refused = await t.inject({ method: 'DELETE', url: `/api/Loaners/${borrower.loanerId}`, user: admin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(messages.loanerHasLiveItems('Bo Borrow', 1, 1));

      await t.db.update(loans).set({ returnedAt: new Date() }).where(eq(loans.id, activeLoan));
      await t.db.delete(reservations).where(eq(reservations.id, reservation));
      expect(
        (await t.inject({ method: 'DELETE', url: `/api/Loaners/${borrower.loanerId}`, user: admin })).statusCode,
      ).toBe(204);
      const history = await t.db.select().from(loans).where(eq(loans.id, oldLoan));
      expect(history).toEqual([expect.objectContaining({ loanerId: null, componentId: returned })]);
    });

    it('answers 404 for no such loaner', async () => {
      expect((await t.inject({ method: 'DELETE', url: '/api/Loaners/999999', user: admin })).statusCode).toBe(404);
    });
  });

  describe('GET Loaners/roles', () => {
    it('lists every role for the roles selector, and the roles of one loaner', async () => {
      const all = await t.inject({
        method: 'GET',
        url: '/api/Loaners/roles?pageNumber=1&pageSize=0&searchString=',
        user: admin,
      });
      expect(all.json()).toEqual([
        { id: 1, name: 'Loaner' },
        { id: 2, name: 'Clerk' },
        { id: 3, name: 'Admin' },
      ]);
      const staff = await t.createUser([Loaner, Clerk]);
      const held = await t.inject({
        method: 'GET',
        url: `/api/Loaners/roles/${staff.loanerId}?pageNumber=1&pageSize=0&searchString=`,
        user: admin,
      });
      expect(held.json()).toEqual([
        { id: 1, name: 'Loaner' },
        { id: 2, name: 'Clerk' },
      ]);
      expect((await t.inject({ method: 'GET', url: '/api/Loaners/roles/999999', user: admin })).statusCode).toBe(404);
    });
  });
});

describe('the last Admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setRoles = (user: TestUser, target: TestUser, roles: RoleName[]) =>
    t.inject({
      method: 'PUT',
      url: '/api/Loaners',
      user,
      payload: { loanerId: target.loanerId, mobileNo: '12345678', roles: roles.map((name) => ({ name })) },
    });

  it('cannot lose the Admin role nor be deleted; with a second Admin both work', async () => {
    const first = await t.createUser([Loaner, Admin]);
    const demoted = await setRoles(first, first, [Loaner]);
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().detail).toBe(messages.lastAdminRole);
    const deleted = await t.inject({ method: 'DELETE', url: `/api/Loaners/${first.loanerId}`, user: first });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().detail).toBe(messages.lastAdminDeletion);

    const second = await t.createUser([Loaner]);
    expect((await setRoles(first, second, [Loaner, Admin])).statusCode).toBe(200);
    expect((await setRoles(first, first, [Loaner])).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: `/api/Loaners/${first.loanerId}`, user: second })).statusCode).toBe(
      204,
    );
  });

  it('survives two Admins demoting each other at once: one of them stays Admin', async () => {
    const a = await t.createUser([Loaner, Admin]);
    const b = await t.createUser([Loaner, Admin]);
    // Whatever other Admins earlier tests left are demoted first, so a and b are the only two.
    const [adminRole] = await t.db.select().from(roles).where(eq(roles.name, Admin));
    const admins = await t.db
      .select()
      .from(loanerRoles)
      .where(eq(loanerRoles.roleId, adminRole?.id ?? 0));
    for (const row of admins) {
      if (row.loanerId !== a.loanerId && row.loanerId !== b.loanerId) {
        expect((await setRoles(a, { ...a, loanerId: row.loanerId }, [Loaner])).statusCode).toBe(200);
      }
    }
    const results = await Promise.all([setRoles(a, b, [Loaner]), setRoles(b, a, [Loaner])]);
    // The second is refused: 409 when both checked the caller before either committed, else 403 (no longer Admin).
    expect(results.map((r) => r.statusCode).sort()).toSatisfy(
      (codes: number[]) => codes[0] === 200 && (codes[1] === 403 || codes[1] === 409),
    );
    const remaining = await t.db
      .select()
      .from(loanerRoles)
      .where(eq(loanerRoles.roleId, adminRole?.id ?? 0));
    expect(remaining).toHaveLength(1);
  });
});
