import type { UpkeepStatistics } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { statisticsKeys } from './keys';

/** GET Statistics/upkeep: the units in repair now, the mean days in repair, and the calibrations due next month. */
async function getUpkeepStatistics(signal?: AbortSignal): Promise<UpkeepStatistics> {
  return (await apiFetch<UpkeepStatistics>('/Statistics/upkeep', { signal })).data;
}

export function useUpkeepStatistics() {
  return useQuery({ queryKey: statisticsKeys.upkeep, queryFn: ({ signal }) => getUpkeepStatistics(signal) });
}
