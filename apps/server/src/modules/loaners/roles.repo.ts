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
 * Taken first by any transaction that removes an Admin (role change or deletion), so that two Admins
 * demoting or deleting each other at once cannot both pass the "another Admin remains" check.
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

/** The roles each of these loaners holds, in role order (one query for all of them). */
export async function rolesHeld(executor: Executor, loanerIds: number[]): Promise<Map<number, Role[]>> {
  const held = new Map<number, Role[]>();
  if (loanerIds.length === 0) return held;
  const rows = await executor
    .select({ loanerId: loanerRoles.loanerId, id: roles.id, name: roles.name })
    .from(loanerRoles)
    .innerJoin(roles, eq(roles.id, loanerRoles.roleId))
    .where(isAnyOf(loanerRoles.loanerId, loanerIds))
    .orderBy(asc(roles.id));
  for (const row of rows) held.set(row.loanerId, [...(held.get(row.loanerId) ?? []), asRole(row)]);
  return held;
}

/** Adds these roles to the loaner (those already held stay). */
export async function grantRoles(tx: Transaction, loanerId: number, names: RoleName[]): Promise<void> {
  const roleRows = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.name, names));
  if (roleRows.length === 0) return;
  await tx
    .insert(loanerRoles)
    .values(roleRows.map((role) => ({ loanerId, roleId: role.id })))
    .onConflictDoNothing();
}

/** Takes these roles (by id) from the loaner. */
export async function removeRoles(tx: Transaction, loanerId: number, roleIds: number[]): Promise<void> {
  await tx.delete(loanerRoles).where(and(eq(loanerRoles.loanerId, loanerId), inArray(loanerRoles.roleId, roleIds)));
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
