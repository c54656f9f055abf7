import { PgTransaction } from 'drizzle-orm/pg-core';
import { isTransactionConflict } from '../lib/postgres-errors.js';
import type { Database, Transaction } from './client.js';

/** How many times in all a transaction runs that PostgreSQL keeps rolling back for a conflict with another. */
const ATTEMPTS = 3;
/** The pause before the second attempt, on average; it doubles before each further one. */
const FIRST_PAUSE_MS = 20;

/**
 * Runs `work` in a transaction. When PostgreSQL rolls it back because it deadlocked with another transaction or
 * could not be serialised with one (SQLSTATE 40P01, 40001), it runs again from the start after a short random
 * pause (so that the rivals draw apart), up to three times in all; then that error stands, which the errors plugin
 * answers with 503 and Retry-After. Every other error ends it at once.
 *
 * `work` may only touch the database, for whatever else it did would be done again: e-mails, serving a waiting
 * list and other work after the commit belong after this returns. Inside a caller's transaction (a job's run)
 * it is a savepoint, not tried again: the caller's locks stay, and the caller's transaction decides.
 */
export async function inRetryingTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction(work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransactionConflict(error)) throw error;
      const pauseMs = FIRST_PAUSE_MS * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
