import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** The cheapest statement that proves the database answers; throws when it does not. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
