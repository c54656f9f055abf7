import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client.js';

async function tryAdvisoryXactLock(tx: Transaction, key: number): Promise<boolean> {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}::bigint) as locked`)) as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}

/**
 * Runs `work` in a transaction holding the PostgreSQL advisory lock `key`, so that of several server processes
 * on one database only one does it at a time; answers null at once, without running it, when another transaction
 * holds the lock. The lock ends with the transaction, also when its process dies. (PGlite runs one transaction at
 * a time: there a second caller waits for the first instead.)
 */
export async function inTransactionHoldingLock<T>(
  db: Database,
  key: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => ((await tryAdvisoryXactLock(tx, key)) ? work(tx) : null));
}
