import { LAB_STATUS_POLL_MS, type LiveMetric } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { metricKeys } from './keys';

export async function getLiveMetrics(signal?: AbortSignal): Promise<LiveMetric[]> {
  try {
    return (await apiFetch<LiveMetric[]>('/LiveMetrics', { signal })).data;
  } catch (error) {
    // Spec §8: lab status fetch errors are only logged; the badge shows "unknown".
    console.error('Could not fetch the lab status', error);
    throw error;
  }
}

/** The live metrics, polled every 5 minutes (spec §4). */
export const liveMetricsQuery = () =>
  queryOptions({
    queryKey: metricKeys.live,
    queryFn: ({ signal }) => getLiveMetrics(signal),
    refetchInterval: LAB_STATUS_POLL_MS,
  });

export function useLiveMetrics(enabled: boolean) {
  return useQuery({ ...liveMetricsQuery(), enabled });
}
