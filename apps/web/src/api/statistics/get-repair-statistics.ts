import type { RepairStatistics } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { statisticsKeys } from './keys';

/** GET Statistics/repairs: the units in repair now, and the mean days a closed repair ticket was open. */
export async function getRepairStatistics(signal?: AbortSignal): Promise<RepairStatistics> {
  return (await apiFetch<RepairStatistics>('/Statistics/repairs', { signal })).data;
}

export const repairStatisticsQuery = () =>
  queryOptions({ queryKey: statisticsKeys.repairs, queryFn: ({ signal }) => getRepairStatistics(signal) });

export function useRepairStatistics() {
  return useQuery(repairStatisticsQuery());
}
