import { count, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgMaterializedView, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import type { Page } from './pagination.js';

/**
 * How many rows a page total counts at most, for the lists whose exact total would cost more than their page and
 * tell the reader nothing more (decision 043-lists-count-up-to-a-cap). Past its cap a total says "more than".
 */
export const COUNT_CAP = {
  /**
   * Append-only logs (activity, e-mail): they grow by every change for years, to millions of rows. Forty pages of
   * 25 are more than anyone pages back through.
   */
  log: 1_000,
  /** Lists of what a search matched (loaners, reservations, loans): a reader who has more types further. */
  search: 200,
  /** Reports whose answer grows with the catalogue (never booked): a reader who has more narrows the report. */
  report: 1_000,
  /**
   * The Clerk's lists as they open (every active loan, reservation, booking or extension request): worked from their
   * first pages, and searched for a loaner or a type; a reader who has more searches.
   */
  workList: 1_000,
} as const;

/** A select whose rows can be counted, or cut at one past a cap and counted: a plain select or a union of them. */
interface Countable {
  as(alias: string): Subquery;
  limit(limit: number): { as(alias: string): Subquery };
}

/**
 * The statement that counts the rows of `matches` up to one past `cap`: whether there are more is all the count
 * needs to read. Without a cap it counts them all. Read its answer with cappedTotalOf.
 */
export function cappedCountQuery(executor: Executor, matches: Countable, cap: number | undefined) {
  const counted = cap === undefined ? matches : matches.limit(cap + 1);
  return executor.select({ n: count() }).from(counted.as('matches'));
}

/** cappedCountQuery over a table's or a materialised view's rows that match `where`. */
export function cappedTableCountQuery(
  executor: Executor,
  table: PgTable | PgMaterializedView,
  cap: number | undefined,
  where?: SQL,
) {
  return cappedCountQuery(executor, executor.select({ one: sql`1` }).from(table).where(where).$dynamic(), cap);
}

/**
 * A page's total from cappedCountQuery's answer: exact up to the cap (or without one); past it the cap, flagged
 * (TotalCountCapped).
 */
export function cappedTotalOf(
  [counted]: { n: number }[],
  cap: number | undefined,
): Pick<Page<unknown>, 'total' | 'totalCapped'> {
  const n = counted?.n ?? 0;
  return cap !== undefined && n > cap ? { total: cap, totalCapped: true } : { total: n };
}
