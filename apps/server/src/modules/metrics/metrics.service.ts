import type { LiveMetric } from '@labstock/shared';
import type { Database } from '../../db/client.js';
import { findMetrics, upsertMetric } from './metrics.repo.js';

export async function listMetrics(db: Database): Promise<LiveMetric[]> {
  const rows = await findMetrics(db);
  return rows.map((row) => ({ name: row.name, value: row.value, lastUpdated: row.lastUpdated?.toISOString() ?? null }));
}

/** A sensor's reading (e.g. elabisopen): the latest value wins, stamped with the time it arrived. */
export function recordMetric(db: Database, metric: { name: string; value: string }, now: Date): Promise<void> {
  return upsertMetric(db, metric, now);
}
