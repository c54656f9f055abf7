import { RoleName } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { organisationRolesOf } from './role-map.js';

const { Clerk, Admin } = RoleName;

describe('OIDC_ROLES_CLAIM and OIDC_ROLE_MAP', () => {
  const configWith = (env: Record<string, string>) => loadConfig({ OIDC_ROLES_CLAIM: 'groups', ...env });

  it('maps each value to its roles, a value given twice to both', () => {
    const config = configWith({ OIDC_ROLE_MAP: ' lab-clerks=Clerk , lab-heads=Admin,lab-heads=Clerk,' });
    expect(config.OIDC_ROLES_CLAIM).toBe('groups');
    expect([...config.OIDC_ROLE_MAP]).toEqual([
      ['lab-clerks', [Clerk]],
      ['lab-heads', [Admin, Clerk]],
    ]);
  });

  it('reads no roles claim when none is set, and takes an empty one as none', () => {
    expect(loadConfig({}).OIDC_ROLES_CLAIM).toBeUndefined();
    expect(loadConfig({ OIDC_ROLES_CLAIM: ' ' }).OIDC_ROLES_CLAIM).toBeUndefined();
    expect(loadConfig({}).OIDC_ROLE_MAP.size).toBe(0);
  });

  it('refuses to start with a map whose claim is not set', () => {
    expect(() => loadConfig({ OIDC_ROLE_MAP: 'lab-clerks=Clerk' })).toThrow(
      /OIDC_ROLE_MAP: OIDC_ROLE_MAP needs OIDC_ROLES_CLAIM/,
    );
  });

  it('refuses an entry that is no value=Role pair, naming it', () => {
    for (const map of ['lab-clerks', 'lab-clerks=', '=Clerk', 'lab-clerks:Clerk']) {
      expect(() => configWith({ OIDC_ROLE_MAP: map }), map).toThrow(
        /OIDC_ROLE_MAP: OIDC_ROLE_MAP lists value=Role pairs/,
      );
    }
  });

  it("refuses a role other than Clerk or Admin: Loaner is everyone's, and roles are written as Labstock names them", () => {
    expect(() => configWith({ OIDC_ROLE_MAP: 'students=Loaner' })).toThrow(
      /OIDC_ROLE_MAP: OIDC_ROLE_MAP gives Clerk or Admin \(Loaner is everyone's\); "students=Loaner" gives Loaner/,
    );
    expect(() => configWith({ OIDC_ROLE_MAP: 'lab-clerks=clerk' })).toThrow(/"lab-clerks=clerk" gives clerk/);
  });
});

describe('the roles a claim gives', () => {
  const map = new Map([
    ['lab-clerks', [Clerk]],
    ['lab-heads', [Admin, Clerk]],
  ]);

  it('reads an array of strings, or one string of space- or comma-separated values, in role order', () => {
    expect(organisationRolesOf(['lab-heads', 'students'], map)).toEqual([Clerk, Admin]);
    expect(organisationRolesOf('students lab-clerks', map)).toEqual([Clerk]);
    expect(organisationRolesOf('students, lab-heads', map)).toEqual([Clerk, Admin]);
  });

  it('gives nothing for values the map does not name (case counts), an absent claim or one of another shape', () => {
    expect(organisationRolesOf(['Lab-Clerks', 'lab-clerks-alumni'], map)).toEqual([]);
    expect(organisationRolesOf(undefined, map)).toEqual([]);
    expect(organisationRolesOf({ 'lab-clerks': true }, map)).toEqual([]);
    expect(organisationRolesOf([7, null], map)).toEqual([]);
  });
});
