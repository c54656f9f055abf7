import { RoleName } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { loanerMessages } from './loaners.messages.js';
import { countOtherAdmins, grantRoles, removeRoles, rolesHeld } from './roles.repo.js';

/** Refuses when the loaner is the only Admin. Call with the admin-set lock held. */
export async function assertAnotherAdmin(tx: Transaction, loanerId: number, message: string): Promise<void> {
  if ((await countOtherAdmins(tx, loanerId)) === 0) throw conflict(message);
}

/**
 * Gives the loaner exactly these roles plus Loaner, the base role every registered user keeps.
 * Removing Admin from the last Admin is refused. Call with the admin-set lock held.
 */
export async function setRoles(tx: Transaction, loanerId: number, requested: RoleName[]): Promise<void> {
  const wanted = new Set<RoleName>([...requested, RoleName.Loaner]);
  const current = (await rolesHeld(tx, [loanerId])).get(loanerId) ?? [];
  const removed = current.filter((role) => !wanted.has(role.name));
  if (removed.some((role) => role.name === RoleName.Admin))
    await assertAnotherAdmin(tx, loanerId, loanerMessages.lastAdminRole);
  const removedIds = removed.map((role) => role.id);
  if (removedIds.length > 0) await removeRoles(tx, loanerId, removedIds);
  await grantRoles(tx, loanerId, [...wanted]);
}
