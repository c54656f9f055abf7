import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * The instant a lab calendar day starts, computed by PostgreSQL in the lab's time zone. A scalar subquery, so a
 * statement computes it once: written bare, it was computed again for every row a scan compared with it.
 */
export const labDayStartSql = (day: SQL, timeZone: Placeholder): SQL =>
  sql`(select (${day})::timestamp at time zone ${timeZone}::text)`;
