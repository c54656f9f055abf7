import type { Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { lockComponentTypes } from '../../db/type-lock.js';
import type { LendingContext } from './lending-context.js';
import { serveWaitingLists } from './waitlist.service.js';

/** A transaction that writes units of component types (or the types' own lending state) outside lending's flows. */
export interface UnitsTransaction {
  tx: Transaction;
  /**
   * Locks the types' rows in id order, first, as every write to a type's units does (type-lock.ts); answers the
   * ids of those that exist. Their waiting lists are served once the transaction commits.
   */
  lockTypes(componentTypeIds: readonly number[]): Promise<number[]>;
}

/**
 * Runs `work` in a transaction (tried again on a conflict, as `inRetryingTransaction`) and, after the commit,
 * serves the waiting list of every type it locked: a unit added, set Available or imported, a type the lab no
 * longer keeps for itself, a leaver's bookings cancelled all may leave a reservable unit while someone waits, and
 * lending, not its callers, keeps "no free unit while someone waits" (LENDING.md "Waiting list").
 */
export async function inUnitsTransaction<T>(
  ctx: LendingContext,
  work: (units: UnitsTransaction) => Promise<T>,
): Promise<T> {
  let locked = new Set<number>();
  const result = await inRetryingTransaction(ctx.db, (tx) => {
    // A transaction run again starts with nothing locked.
    locked = new Set();
    return work({
      tx,
      async lockTypes(componentTypeIds) {
        const existing = await lockComponentTypes(tx, componentTypeIds);
        for (const id of existing) locked.add(id);
        return existing;
      },
    });
  });
  if (locked.size > 0) await serveWaitingLists(ctx, [...locked]);
  return result;
}
