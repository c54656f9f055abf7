import { type ActivityEntry, ActivityKind, type Loaner, RoleName } from '@labstock/shared';
import { decodeJwt, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { bearer, ssoToken } from './loaners.fixtures.js';

const { Loaner: LoanerRole, Clerk, Admin } = RoleName;
const form = { studentNo: '201912345', mobileNo: '12 34 56 78', email: 'someone@uni.example' };

/**
 * Roles from the organisation (LAB.md "The organisation's identity", decision 058): the access token's groups
 * claim, mapped by OIDC_ROLE_MAP, gives and takes Clerk and Admin at every sign-in; what an Admin gives by hand
 * stays.
 */
describe('roles from the organisation', () => {
  let t: TestApp;
  let admin: TestUser;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp({
      env: { OIDC_ROLES_CLAIM: 'groups', OIDC_ROLE_MAP: 'lab-clerks=Clerk, lab-heads=Admin, lab-heads=Clerk' },
    });
    admin = await t.createUser([LoanerRole, Admin]);
  });
  afterAll(() => t.close());

  const newUsername = () => {
    counter += 1;
    return `au6${String(counter).padStart(5, '0')}@uni.example`;
  };
  const auIdOf = (username: string) => username.split('@')[0] ?? '';

  /** The product token's roles, in a fixed order (the token lists them in no particular order). */
  const rolesOf = (res: { json(): unknown }) =>
    [...(decodeJwt((res.json() as { token: string }).token).role as string[])].sort();

  async function register(username: string, claims: JWTPayload) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/Loaners/register',
      headers: bearer(await ssoToken(t, username, claims)),
      payload: form,
    });
    expect(res.statusCode).toBe(201);
    return rolesOf(res);
  }

  async function signIn(username: string, claims: JWTPayload) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/Loaners/token',
      headers: bearer(await ssoToken(t, username, claims)),
    });
    expect(res.statusCode).toBe(200);
    return rolesOf(res);
  }

  /** The user as the Admin's Users screen reads them. */
  async function userAsAdminSees(username: string): Promise<Loaner> {
    const res = await t.inject({ method: 'GET', url: `/api/Loaners/auid/${auIdOf(username)}`, user: admin });
    expect(res.statusCode).toBe(200);
    const { loanerId } = res.json() as Loaner;
    return (await t.inject({ method: 'GET', url: `/api/Loaners/${loanerId}`, user: admin })).json() as Loaner;
  }

  const roleNames = (loaner: Loaner) => loaner.roles.map((role) => role.name);

  async function putRoles(loaner: Loaner, names: RoleName[]) {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/Loaners',
      user: admin,
      payload: { loanerId: loaner.loanerId, mobileNo: form.mobileNo, roles: names.map((name) => ({ name })) },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Loaner;
  }

  it('gives Clerk at the registration of a member of the mapped group, and shows it as from the organisation', async () => {
    const username = newUsername();
    expect(await register(username, { groups: ['lab-clerks', 'students'] })).toEqual([Clerk, LoanerRole]);
    const seen = await userAsAdminSees(username);
    expect(roleNames(seen)).toEqual([LoanerRole, Clerk]);
    expect(seen.rolesFromOrganisation).toEqual([Clerk]);
  });

  it('gives Clerk at one sign-in and takes it away at the next without the group, logging both', async () => {
    const username = newUsername();
    expect(await register(username, {})).toEqual([LoanerRole]);
    expect(await signIn(username, { groups: ['lab-clerks'] })).toEqual([Clerk, LoanerRole]);
    expect(await signIn(username, { groups: ['lab-clerks'] })).toEqual([Clerk, LoanerRole]);
    expect(await signIn(username, { groups: ['students'] })).toEqual([LoanerRole]);
    const seen = await userAsAdminSees(username);
    expect(roleNames(seen)).toEqual([LoanerRole]);
    expect(seen.rolesFromOrganisation).toEqual([]);

    const log = await t.inject({ method: 'GET', url: `/api/Activity?loanerId=${seen.loanerId}`, user: admin });
    const changes = (log.json() as ActivityEntry[]).filter(
      (entry) => entry.kind === ActivityKind.OrganisationRolesChanged,
    );
    // Newest first; the second sign-in with the group changed nothing.
    expect(changes.map(({ actor, before, after }) => ({ actor, before, after }))).toEqual([
      { actor: null, before: { rolesFromOrganisation: [Clerk] }, after: { rolesFromOrganisation: [] } },
      { actor: null, before: { rolesFromOrganisation: [] }, after: { rolesFromOrganisation: [Clerk] } },
    ]);
  });

  it('keeps a Clerk given by hand when the group that also gave it is gone', async () => {
    const username = newUsername();
    await register(username, {});
    await putRoles(await userAsAdminSees(username), [LoanerRole, Clerk]);
    expect(await signIn(username, { groups: ['lab-clerks'] })).toEqual([Clerk, LoanerRole]);
    expect(await signIn(username, {})).toEqual([Clerk, LoanerRole]);
    expect((await userAsAdminSees(username)).rolesFromOrganisation).toEqual([]);
  });

  it("keeps an organisation role through the Admin's edit, which neither removes it nor makes it their own", async () => {
    const username = newUsername();
    await register(username, { groups: ['lab-clerks'] });
    const left = await putRoles(await userAsAdminSees(username), [LoanerRole]);
    expect(roleNames(left)).toEqual([LoanerRole, Clerk]);
    expect(left.rolesFromOrganisation).toEqual([Clerk]);
    // The edit dialog sends the role back checked: it stays the organisation's, and goes with the group.
    expect(roleNames(await putRoles(left, [LoanerRole, Clerk]))).toEqual([LoanerRole, Clerk]);
    expect(await signIn(username, {})).toEqual([LoanerRole]);
  });

  it('gives nothing for a value the map does not name, nor for a claim that is no list of strings', async () => {
    const username = newUsername();
    expect(await register(username, { groups: ['lab-clerks-alumni', 'LAB-CLERKS'] })).toEqual([LoanerRole]);
    expect(await signIn(username, { groups: { 'lab-clerks': true } })).toEqual([LoanerRole]);
    expect(await signIn(username, { roles: ['lab-clerks'] })).toEqual([LoanerRole]);
  });

  it('reads a claim of one string of space- or comma-separated values, and every role a value maps to', async () => {
    const username = newUsername();
    await register(username, {});
    expect(await signIn(username, { groups: 'students lab-clerks' })).toEqual([Clerk, LoanerRole]);
    expect(await signIn(username, { groups: 'students,lab-heads' })).toEqual([Admin, Clerk, LoanerRole]);
    expect((await userAsAdminSees(username)).rolesFromOrganisation).toEqual([Clerk, Admin]);
    expect(await signIn(username, { groups: 'lab-clerks' })).toEqual([Clerk, LoanerRole]);
  });

  it("gives the roles of the groups the development sign-in's dev-token carries", async () => {
    const username = newUsername();
    const devToken = await t.inject({
      method: 'POST',
      url: '/idp/dev-token',
      payload: { username, groups: ['lab-clerks'] },
    });
    expect(devToken.statusCode).toBe(200);
    const { access_token } = devToken.json() as { access_token: string };
    const res = await t.inject({
      method: 'POST',
      url: '/api/Loaners/register',
      headers: bearer(access_token),
      payload: form,
    });
    expect(rolesOf(res)).toEqual([Clerk, LoanerRole]);
  });

  it('gives nobody roles before they register', async () => {
    const username = newUsername();
    expect(await signIn(username, { groups: ['lab-heads'] })).toEqual([]);
  });
});

describe('the last Admin and the organisation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OIDC_ROLES_CLAIM: 'groups', OIDC_ROLE_MAP: 'lab-heads=Admin' } });
  });
  afterAll(() => t.close());

  const signIn = async (path: 'register' | 'token', groups: string[]) => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/Loaners/${path}`,
      headers: bearer(await ssoToken(t, 'au610001@uni.example', { groups })),
      payload: path === 'register' ? form : undefined,
    });
    return [...(decodeJwt((res.json() as { token: string }).token).role as string[])].sort();
  };

  it('keeps Admin while no other loaner holds it, and takes it away once another does', async () => {
    expect(await signIn('register', ['lab-heads'])).toEqual([Admin, LoanerRole]);
    expect(await signIn('token', [])).toEqual([Admin, LoanerRole]);
    await t.createUser([LoanerRole, Admin]);
    expect(await signIn('token', [])).toEqual([LoanerRole]);
  });
});

describe('without OIDC_ROLES_CLAIM', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads no roles from the token', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/Loaners/register',
      headers: bearer(await ssoToken(t, 'au620001@uni.example', { groups: ['lab-clerks'] })),
      payload: form,
    });
    expect(decodeJwt((res.json() as { token: string }).token).role).toEqual([LoanerRole]);
  });
});
