import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * A hash of every row of every table: equal before and after a call means the call changed nothing.
 * Cheap on a test database; the table list is read once, so new tables are covered without a change here.
 */
export function databaseFingerprint(db: Database): () => Promise<string> {
  let query: ReturnType<typeof sql> | undefined;
  return async () => {
    if (!query) {
      const tables = (await db.execute(sql`
        select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as {
        rows: { table_name: string }[];
      };
      query = sql.join(
        tables.rows.map(
          ({ table_name }) =>
            sql`select ${table_name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(table_name)} t`,
        ),
        sql` union all `,
      );
    }
    const result = (await db.execute(query)) as { rows: { name: string; hash: string }[] };
    return result.rows.map((row) => `${row.name}:${row.hash}`).join(',');
  };
}
