import { messages, PHONE_HELPER_TEXT, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loaners } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, ssoToken } from './loaners.fixtures.js';
import { isBootstrapAdmin } from './registration.service.js';

const form = { studentNo: '201912345', mobileNo: '12 34 56 78', email: 'ib@uni.example' };

describe('product token and registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BOOTSTRAP_ADMINS: 'au777001, AU777002@uni.example' } });
  });
  afterAll(() => t.close());

  const register = async (username: string, body: object, claims: Record<string, string> = {}) =>
    t.inject({
      method: 'POST',
      url: '/api/Loaners/register',
      headers: bearer(await ssoToken(t, username, claims)),
      payload: body,
    });
  const tokenClaims = (res: { json(): unknown }) => decodeJwt((res.json() as { token: string }).token);
  /** The role claim in a fixed order (the token lists roles in no particular order). */
  const tokenRoles = (res: { json(): unknown }) => [...(tokenClaims(res).role as string[])].sort();
  const loanerRow = async (auId: string) => (await t.db.select().from(loaners).where(eq(loaners.auId, auId)))[0];

  describe('POST Loaners/token', () => {
    it('needs the single sign-on token: none, garbage or a product token is 401', async () => {
      const loaner = await t.createUser([RoleName.Loaner]);
      expect((await t.inject({ method: 'POST', url: '/api/Loaners/token' })).statusCode).toBe(401);
      expect((await t.inject({ method: 'POST', url: '/api/Loaners/token', headers: bearer('a.b.c') })).statusCode).toBe(
        401,
      );
      expect((await t.inject({ method: 'POST', url: '/api/Loaners/token', user: loaner })).statusCode).toBe(401);
    });

    it('gives an unknown user a token without roles, named by AU id', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/Loaners/token',
        headers: bearer(await ssoToken(t, 'AU555000@uni.example')),
      });
      expect(res.statusCode).toBe(200);
      expect(tokenClaims(res)).toMatchObject({ sub: 'au555000', auId: 'au555000', role: [] });
      expect(tokenClaims(res).exp).toBeGreaterThan(Date.now() / 1000);
    });

    it('gives a registered user their current roles', async () => {
      const clerk = await t.createUser([RoleName.Loaner, RoleName.Clerk]);
      const res = await t.inject({
        method: 'POST',
        url: '/api/Loaners/token',
        headers: bearer(await ssoToken(t, `${clerk.auId}@uni.example`)),
      });
      expect(tokenClaims(res)).toMatchObject({ sub: String(clerk.loanerId), auId: clerk.auId });
      expect(tokenRoles(res)).toEqual(['Clerk', 'Loaner']);
    });
  });

  describe('POST Loaners/register', () => {
    it('needs the single sign-on token', async () => {
      const loaner = await t.createUser([]);
      expect((await t.inject({ method: 'POST', url: '/api/Loaners/register', payload: form })).statusCode).toBe(401);
      expect(
        (await t.inject({ method: 'POST', url: '/api/Loaners/register', payload: form, user: loaner })).statusCode,
      ).toBe(401);
    });

    it('answers missing fields with the spec messages per field', async () => {
      const res = await register('au555001@uni.example', {});
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toEqual({
        studentNo: [messages.studentNoRequired],
        mobileNo: [messages.mobileRequired],
        email: [messages.emailRequired],
      });
      const blank = await register('au555001@uni.example', { studentNo: ' ', mobileNo: '', email: '' });
      expect(blank.json().errors).toEqual({
        studentNo: [messages.studentNoRequired],
        mobileNo: [messages.mobileRequired],
        email: [messages.emailRequired],
      });
    });

    it('answers an invalid e-mail and phone with their messages', async () => {
      const res = await register('au555001@uni.example', { ...form, email: 'not-an-address', mobileNo: '1234' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ email: [messages.emailInvalid], mobileNo: [PHONE_HELPER_TEXT] });
      expect(await loanerRow('au555001')).toBeUndefined();
    });

    it('registers the signed-in user as Loaner: AU id from the sign-in, one field written to both', async () => {
      const res = await register('AU555002@uni.example', {
        ...form,
        auId: 'au999999',
        firstName: 'Ib',
        lastName: 'Jensen',
      });
      expect(res.statusCode).toBe(201);
      const row = await loanerRow('au555002');
      expect(row).toMatchObject({
        firstName: 'Ib',
        lastName: 'Jensen',
        studentNo: '201912345',
        staffInitials: '201912345',
        mobileNo: '12 34 56 78',
        email: 'ib@uni.example',
      });
      expect(await loanerRow('au999999')).toBeUndefined();
      expect(tokenClaims(res)).toMatchObject({ sub: String(row?.id), auId: 'au555002', role: ['Loaner'] });

      const profile = await t.inject({
        method: 'GET',
        url: '/api/Loaners/Loaner',
        headers: bearer((res.json() as { token: string }).token),
      });
      expect(profile.json()).toMatchObject({ auId: 'au555002', roles: [{ name: 'Loaner' }] });
    });

    it.each(['a@x.example, b@y.example', '"Evil" <evil@x.example>, c@y.example', 'a@x.example\nBcc: b@y.example'])(
      'refuses %j, which is not one e-mail address',
      async (email) => {
        const res = await register('au555010@uni.example', { ...form, email });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ email: [messages.emailInvalid] });
        expect(await loanerRow('au555010')).toBeUndefined();
      },
    );

    it("takes the names from the sign-in account over the form's", async () => {
      const res = await register(
        'au555011@uni.example',
        { ...form, firstName: 'Ada', lastName: 'Admin' },
        { given_name: 'Signe', family_name: 'Holm' },
      );
      expect(res.statusCode).toBe(201);
      expect(await loanerRow('au555011')).toMatchObject({ firstName: 'Signe', lastName: 'Holm' });
    });

    it('takes the names from the sign-in when the form has none', async () => {
      const res = await register('au555003@uni.example', form, { given_name: 'Signe', family_name: 'Holm' });
      expect(res.statusCode).toBe(201);
      expect(await loanerRow('au555003')).toMatchObject({ firstName: 'Signe', lastName: 'Holm' });
    });

    it('answers 409 when the user is registered already', async () => {
      expect((await register('au555004@uni.example', form)).statusCode).toBe(201);
      const again = await register('au555004@uni.example', form);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(messages.alreadyRegistered);
    });

    it('creates one user when the same registration arrives twice at once', async () => {
      const results = await Promise.all([
        register('au555005@uni.example', form),
        register('au555005@uni.example', form),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await t.db.select().from(loaners).where(eq(loaners.auId, 'au555005'))).toHaveLength(1);
    });

    it('makes BOOTSTRAP_ADMINS Admin, by AU id or by whole username', async () => {
      expect(tokenRoles(await register('au777001@uni.example', form))).toEqual(['Admin', 'Loaner']);
      expect(tokenRoles(await register('AU777002@uni.example', form))).toEqual(['Admin', 'Loaner']);
      expect(tokenRoles(await register('au777003@uni.example', form))).toEqual(['Loaner']);
    });

    it('completes a user that exists without the Loaner role', async () => {
      const admin = await t.createUser([RoleName.Admin]);
      const res = await register(`${admin.auId}@uni.example`, { ...form, studentNo: 'ABC' });
      expect(res.statusCode).toBe(201);
      expect(tokenRoles(res)).toEqual(['Admin', 'Loaner']);
      expect(await loanerRow(admin.auId)).toMatchObject({ studentNo: 'ABC', staffInitials: 'ABC' });
    });
  });

  it('compares BOOTSTRAP_ADMINS entries with a domain against the whole username', () => {
    const identity = (username: string, auId: string) => ({ username, auId });
    expect(isBootstrapAdmin(['au1@uni.example'], identity('AU1@Uni.Example', 'au1'))).toBe(true);
    expect(isBootstrapAdmin(['au1@uni.example'], identity('au1@other.example', 'au1'))).toBe(false);
    expect(isBootstrapAdmin(['au1'], identity('au1@other.example', 'au1'))).toBe(true);
    expect(isBootstrapAdmin([], identity('au1@uni.example', 'au1'))).toBe(false);
  });
});
