import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * The instant a lab calendar day starts, computed by PostgreSQL in the lab's time zone. A scalar subquery, so a
 * statement computes it once: written bare, it was computed again for every row a scan compared with it.
 */
export const labDayStartSql = (day: SQL, timeZone: SQL): SQL =>
  sql`(select (${day})::timestamp at time zone ${timeZone}::text)`;

/**
 * The instant a lab calendar day starts (labDayStartSql), asked of PostgreSQL before a statement whose plan depends
 * on it, as text PostgreSQL reads back the same. Given as a bound value the planner weighs it against the column's
 * statistics; computed inside the statement it is an unknown, which PostgreSQL guesses a third of the rows pass.
 */
export async function labDayStartOf(executor: Executor, day: string, timeZone: string): Promise<string> {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await executor.execute(
    sql`select ${labDayStartSql(sql`${day}::date`, sql`${timeZone}`)}::text as start`,
  )) as { rows: { start: string }[] };
  const [row] = result.rows;
  if (!row) throw new Error(`no start of the lab day ${day}`);
  return row.start;
}

/** The lab's today as a bound value, or the placeholder a kept query (decision 051) fills with it. */
export type LabDayValue = string | Placeholder;
