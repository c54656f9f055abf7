import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import type { Page } from './pagination.js';

/**
 * How many matching rows the page total of an append-only log (the activity log, the e-mail log) counts at most.
 * Such a log grows by every change for years (millions of rows at a large lab): counting all its rows for every
 * page would cost more than the page, so beyond this the total says "more than" (decision 025).
 */
export const LOG_COUNT_CAP = 10_000;

/** The statement that counts a log's matching rows, up to one past LOG_COUNT_CAP; read its answer with logTotalOf. */
export function logCountQuery(executor: Executor, log: PgTable, where?: SQL) {
  // One past the cap is all the count needs to read: whether there are more.
  const matches = executor
    .select({ one: sql`1` })
    .from(log)
    .where(where)
    .limit(LOG_COUNT_CAP + 1)
    .as('matches');
  return executor.select({ n: count() }).from(matches);
}

/** A log page's total: exact up to LOG_COUNT_CAP; past it the cap, flagged (X-Pagination's TotalCountCapped). */
export function logTotalOf([counted]: { n: number }[]): Pick<Page<unknown>, 'total' | 'totalCapped'> {
  const n = counted?.n ?? 0;
  return n > LOG_COUNT_CAP ? { total: LOG_COUNT_CAP, totalCapped: true } : { total: n };
}
