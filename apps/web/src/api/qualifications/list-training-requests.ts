import type { TrainingRequest } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { qualificationKeys, type TrainingRequestListQuery } from './keys';

/** GET Qualifications/requests (Clerk, Admin): the loaners' training requests of one status, oldest first, by page. */
export async function listTrainingRequests(query: TrainingRequestListQuery, signal?: AbortSignal) {
  return apiFetch<TrainingRequest[]>('/Qualifications/requests', { query: { ...query }, signal });
}

export const trainingRequestsQuery = (query: TrainingRequestListQuery) =>
  queryOptions({
    queryKey: qualificationKeys.requests(query),
    queryFn: ({ signal }) => listTrainingRequests(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTrainingRequests(query: TrainingRequestListQuery) {
  return useQuery(trainingRequestsQuery(query));
}
