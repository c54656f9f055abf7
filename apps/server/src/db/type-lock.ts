import { asc, eq } from 'drizzle-orm';
import { isAnyOf } from '../lib/id-array-sql.js';
import type { Transaction } from './client.js';
import { componentTypes } from './schema.js';

/**
 * The one lock every write to a type's units takes first (decision 042): a reserve, booking, hand-out, hand-in,
 * cancel, expiry, extension, set-aside, waiting list, an Admin's add, edit or delete of a component or edit of the
 * type, an import, a loaner's deletion, and every stock movement of a consumable (modules/stock). It lives here,
 * not in lending, because lending and stock both take it and lending's counter will issue stock in its own
 * transaction: neither module may then import the other's door. The lock order of such a write, on every server:
 *
 *   1. the rows of the component types it touches, in id order (this lock);
 *   2. then the rows of those types it reads to decide or writes: bookings, reservations, loans, extension
 *      requests, components, stock movements (their order does not matter: no other writer of the type runs meanwhile).
 *
 * A write that took a row of 2 before its type's row could wait for a writer holding the type that waits for
 * it in turn: a Clerk's cancel against an Admin adding a unit deadlocked so. NO KEY UPDATE makes the writers of a
 * type take turns, yet the KEY SHARE locks that foreign keys take on the type's row (a component's insert) never
 * wait for it. Deleting a type locks its row FOR UPDATE instead, also first.
 */

/** Locks the type's row for the rest of the transaction; false when the type does not exist. */
export async function lockComponentType(tx: Transaction, componentTypeId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: componentTypes.id })
    .from(componentTypes)
    .where(eq(componentTypes.id, componentTypeId))
    .for('no key update');
  return rows.length > 0;
}

/** Locks the types' rows in id order for the rest of the transaction; answers the ids of those that exist. */
export async function lockComponentTypes(tx: Transaction, componentTypeIds: readonly number[]): Promise<number[]> {
  if (componentTypeIds.length === 0) return [];
  const locked = await tx
    .select({ id: componentTypes.id })
    .from(componentTypes)
    .where(isAnyOf(componentTypes.id, componentTypeIds))
    .orderBy(asc(componentTypes.id))
    .for('no key update');
  return locked.map((row) => row.id);
}
