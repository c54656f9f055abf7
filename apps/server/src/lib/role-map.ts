import { RoleName } from '@labstock/shared';
import { z } from 'zod';

/** The roles the organisation may give: Loaner is everyone's, given by registration. */
const ORGANISATION_ROLES: readonly RoleName[] = [RoleName.Clerk, RoleName.Admin];

/** Each value of the roles claim, and the Labstock roles it gives. */
export type RoleMap = ReadonlyMap<string, readonly RoleName[]>;

const EXAMPLE = 'e.g. lab-clerks=Clerk,lab-admins=Admin';

/** The map's entries, or why one cannot be used. */
function parseRoleMap(text: string): { map: RoleMap } | { problem: string } {
  const map = new Map<string, RoleName[]>();
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const at = entry.lastIndexOf('=');
    const value = entry.slice(0, at).trim();
    const role = entry.slice(at + 1).trim();
    if (at === -1 || !value || !role) {
      return { problem: `OIDC_ROLE_MAP lists value=Role pairs, ${EXAMPLE}; "${entry}" is not one` };
    }
    const named = ORGANISATION_ROLES.find((name) => name === role);
    if (!named) {
      return { problem: `OIDC_ROLE_MAP gives Clerk or Admin (Loaner is everyone's); "${entry}" gives ${role}` };
    }
    map.set(value, [...new Set([...(map.get(value) ?? []), named])]);
  }
  return { map };
}

/**
 * OIDC_ROLE_MAP: comma-separated `value=Role` pairs, the value as the roles claim carries it (case counts) and the
 * role Clerk or Admin; a value given twice gives both roles. Unset or empty: no value gives a role.
 */
export const roleMapSetting = z
  .string()
  .optional()
  .transform((text, context): RoleMap => {
    const parsed = parseRoleMap(text ?? '');
    if ('map' in parsed) return parsed.map;
    context.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  });

/** The values a roles claim carries: an array of strings, or one string of space- or comma-separated values. */
function claimValues(claim: unknown): string[] {
  if (typeof claim === 'string') return claim.split(/[\s,]+/).filter(Boolean);
  if (Array.isArray(claim)) return claim.filter((value) => typeof value === 'string').map((value) => value.trim());
  return [];
}

/** The roles the organisation gives for this claim (absent: none), in Labstock's role order. */
export function organisationRolesOf(claim: unknown, map: RoleMap): RoleName[] {
  const given = new Set(claimValues(claim).flatMap((value) => map.get(value) ?? []));
  return ORGANISATION_ROLES.filter((role) => given.has(role));
}
