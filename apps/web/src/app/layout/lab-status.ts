import { LAB_OPEN_METRIC, LAB_STATUS_STALE_MS, type LiveMetric } from '@labstock/shared';

export type LabStatus = 'open' | 'closed' | 'unknown';

/**
 * Spec §4: unknown when the elabisopen metric is missing, has no update time or is older than 10 minutes;
 * otherwise open when its value is 'true' and closed for anything else.
 */
export function labStatusOf(metrics: readonly LiveMetric[] | undefined, now: number): LabStatus {
  const metric = metrics?.find((m) => m.name === LAB_OPEN_METRIC);
  const updatedAt = metric?.lastUpdated ? Date.parse(metric.lastUpdated) : Number.NaN;
  if (!metric || Number.isNaN(updatedAt) || now - updatedAt > LAB_STATUS_STALE_MS) return 'unknown';
  return metric.value === 'true' ? 'open' : 'closed';
}
