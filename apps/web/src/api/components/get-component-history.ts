import type { ActivityEntry, Component } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { componentKeys, type HistoryPage } from './keys';

/** GET Component/{id}/history: one page of the component's events, newest first. */
export function getComponentHistory(componentId: number, page: HistoryPage, signal?: AbortSignal) {
  return apiFetch<ActivityEntry[]>(`/Component/${componentId}/history`, { query: { ...page }, signal });
}

export const componentHistoryQuery = (component: Component, page: HistoryPage) =>
  queryOptions({
    queryKey: componentKeys.history(component, page),
    queryFn: ({ signal }) => getComponentHistory(component.componentId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useComponentHistory(component: Component, page: HistoryPage) {
  return useQuery(componentHistoryQuery(component, page));
}
