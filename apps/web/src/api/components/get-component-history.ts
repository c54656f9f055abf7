import type { ActivityEntry, Component } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { componentsOfTypeQueryKey } from './get-components';

export interface HistoryPage {
  pageNumber: number;
  pageSize: number;
}

/** GET Component/{id}/history: one page of the component's events, newest first. */
export function getComponentHistory(componentId: number, page: HistoryPage, signal?: AbortSignal) {
  return apiFetch<ActivityEntry[]>(`/Component/${componentId}/history`, { query: { ...page }, signal });
}

/** Under the type's components key, so that every change to the inventory refreshes it too. */
export function useComponentHistory(component: Component, page: HistoryPage) {
  return useQuery({
    queryKey: [...componentsOfTypeQueryKey(component.componentTypeId), 'history', component.componentId, page],
    queryFn: ({ signal }) => getComponentHistory(component.componentId, page, signal),
    placeholderData: keepPreviousData,
  });
}
