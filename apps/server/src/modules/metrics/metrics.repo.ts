import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { liveMetrics } from '../../db/schema.js';

export function findMetrics(db: Executor) {
  return db.select().from(liveMetrics).orderBy(asc(liveMetrics.name));
}

/** Stores the reading under its name, replacing the one before. */
export async function upsertMetric(
  db: Executor,
  metric: { name: string; value: string },
  lastUpdated: Date,
): Promise<void> {
  await db
    .insert(liveMetrics)
    .values({ ...metric, lastUpdated })
    .onConflictDoUpdate({ target: liveMetrics.name, set: { value: metric.value, lastUpdated } });
}
