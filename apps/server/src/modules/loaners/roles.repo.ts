import { type Role, RoleName } from '@labstock/shared';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { loanerRoles, roles } from '../../db/schema.js';
import { isAnyOf } from '../../lib/id-array-sql.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { likePattern } from '../../lib/search.js';

/** Any constant: the advisory lock that serialises every change that could leave the lab without an Admin. */
const ADMIN_SET_LOCK = 727_002;

/**
 * Taken first by any transaction that may remove an Admin (an Admin's role change or deletion, the roles from the
 * organisation at sign-in), before the loaner's row, so that two Admins demoting or deleting each other at once
 * cannot both pass the "another Admin remains" check.
 */
export async function lockAdminSet(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`);
}

/** How many loaners other than this one hold Admin. */
export async function countOtherAdmins(executor: Executor, loanerId: number): Promise<number> {
  const [others] = await executor
    .select({ n: count() })
    .from(loanerRoles)
    .innerJoin(roles, eq(roles.id, loanerRoles.roleId))
    .where(and(eq(roles.name, RoleName.Admin), ne(loanerRoles.loanerId, loanerId)));
  return others?.n ?? 0;
}

const asRole = (row: { id: number; name: string }): Role => ({ id: row.id, name: row.name as RoleName });

/** A role a loaner holds, and who gave it: an Admin (or registration), the organisation's sign-in, or both. */
export interface HeldRole extends Role {
  byHand: boolean;
  fromOrganisation: boolean;
}

/** The roles each of these loaners holds, in role order (one query for all of them). */
export async function rolesHeld(executor: Executor, loanerIds: number[]): Promise<Map<number, HeldRole[]>> {
  const held = new Map<number, HeldRole[]>();
  if (loanerIds.length === 0) return held;
  const rows = await executor
    .select({
      loanerId: loanerRoles.loanerId,
      id: roles.id,
      name: roles.name,
      byHand: loanerRoles.byHand,
      fromOrganisation: loanerRoles.fromOrganisation,
    })
    .from(loanerRoles)
    .innerJoin(roles, eq(roles.id, loanerRoles.roleId))
    .where(isAnyOf(loanerRoles.loanerId, loanerIds))
    .orderBy(asc(roles.id));
  for (const { loanerId, byHand, fromOrganisation, ...role } of rows) {
    held.set(loanerId, [...(held.get(loanerId) ?? []), { ...asRole(role), byHand, fromOrganisation }]);
  }
  return held;
}

/** Who gives a role: an Admin by hand (registration too), or the organisation at sign-in. */
type RoleGiver = 'byHand' | 'fromOrganisation';

/** The giver's column, set to this. */
const givenBy = (giver: RoleGiver, given: boolean) =>
  giver === 'byHand' ? { byHand: given } : { fromOrganisation: given };

/** Adds these roles to the loaner as given by this giver (a role held already is then given by it too). */
export async function grantRoles(
  tx: Transaction,
  loanerId: number,
  names: RoleName[],
  giver: RoleGiver = 'byHand',
): Promise<void> {
  if (names.length === 0) return;
  const roleRows = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.name, names));
  if (roleRows.length === 0) return;
  await tx
    .insert(loanerRoles)
    .values(roleRows.map((role) => ({ loanerId, roleId: role.id, byHand: false, ...givenBy(giver, true) })))
    .onConflictDoUpdate({ target: [loanerRoles.loanerId, loanerRoles.roleId], set: givenBy(giver, true) });
}

/**
 * Takes these roles (by id) from the loaner as this giver gave them: a role the other giver gives as well stays,
 * given by that one alone.
 */
export async function removeRoles(
  tx: Transaction,
  loanerId: number,
  roleIds: number[],
  giver: RoleGiver = 'byHand',
): Promise<void> {
  if (roleIds.length === 0) return;
  const these = and(eq(loanerRoles.loanerId, loanerId), inArray(loanerRoles.roleId, roleIds));
  const otherGives = giver === 'byHand' ? loanerRoles.fromOrganisation : loanerRoles.byHand;
  // Rows no other giver holds go first: a row given by nobody breaks the table's check.
  await tx.delete(loanerRoles).where(and(these, eq(otherGives, false)));
  await tx.update(loanerRoles).set(givenBy(giver, false)).where(these);
}

/** A page of the roles (all of them, or those one loaner holds), searchable by name. */
export async function listRoles(
  executor: Executor,
  filter: { loanerId?: number; search: string },
  page: PageRequest,
): Promise<Page<Role>> {
  const where: SQL | undefined = and(
    filter.loanerId === undefined
      ? undefined
      : inArray(
          roles.id,
          executor
            .select({ id: loanerRoles.roleId })
            .from(loanerRoles)
            .where(eq(loanerRoles.loanerId, filter.loanerId)),
        ),
    filter.search.trim() ? sql`lower(${roles.name}) like ${likePattern(filter.search)}` : undefined,
  );
  const query = executor
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(where)
    .orderBy(asc(roles.id))
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    withPageWindow(query, page),
    executor.select({ n: count() }).from(roles).where(where),
  ]);
  return { items: rows.map(asRole), total: total?.n ?? 0 };
}
