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
 * Gives the loaner by hand exactly these roles plus Loaner, the base role every registered user keeps. A role
 * from the organisation is the organisation's to give and take (decision 058): it stays when left out, and sending
 * it does not give it by hand as well. Removing Admin from the last Admin is refused. Call with the admin-set lock
 * held.
 */
export async function setRoles(tx: Transaction, loanerId: number, requested: RoleName[]): Promise<void> {
  const wanted = new Set<RoleName>([...requested, RoleName.Loaner]);
  const current = (await rolesHeld(tx, [loanerId])).get(loanerId) ?? [];
  const removed = current.filter((role) => role.byHand && !wanted.has(role.name));
  if (removed.some((role) => role.name === RoleName.Admin && !role.fromOrganisation))
    await assertAnotherAdmin(tx, loanerId, loanerMessages.lastAdminRole);
  await removeRoles(
    tx,
    loanerId,
    removed.map((role) => role.id),
    'byHand',
  );
  const held = new Set(current.map((role) => role.name));
  await grantRoles(
    tx,
    loanerId,
    [...wanted].filter((name) => !held.has(name)),
    'byHand',
  );
}
