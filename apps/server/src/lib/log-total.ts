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

/** A log page's total: exact up to LOG_COUNT_CAP; past it the cap, flagged (X-Pagination's TotalCountCapped). */
export async function logTotal(
  executor: Executor,
  log: PgTable,
  where?: SQL,
): Promise<Pick<Page<unknown>, 'total' | 'totalCapped'>> {
  // One past the cap is all the count needs to read: whether there are more.
  const matches = executor
    .select({ one: sql`1` })
    .from(log)
    .where(where)
    .limit(LOG_COUNT_CAP + 1)
    .as('matches');
  const [counted] = await executor.select({ n: count() }).from(matches);
  const n = counted?.n ?? 0;
  return n > LOG_COUNT_CAP ? { total: LOG_COUNT_CAP, totalCapped: true } : { total: n };
}
