import type { LiveMetric } from '@labstock/shared';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { liveMetrics } from '../../db/schema.js';

export async function listMetrics(db: Database): Promise<LiveMetric[]> {
  const rows = await db.select().from(liveMetrics).orderBy(asc(liveMetrics.name));
  return rows.map((row) => ({ name: row.name, value: row.value, lastUpdated: row.lastUpdated?.toISOString() ?? null }));
}

/** A sensor's reading (e.g. elabisopen): the latest value wins, stamped with the time it arrived. */
export async function recordMetric(db: Database, metric: { name: string; value: string }, now: Date): Promise<void> {
  await db
    .insert(liveMetrics)
    .values({ ...metric, lastUpdated: now })
    .onConflictDoUpdate({ target: liveMetrics.name, set: { value: metric.value, lastUpdated: now } });
}
