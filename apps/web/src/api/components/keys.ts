import type { Component } from '@labstock/shared';
import type { PagedListQuery } from '../../lib/paging/use-paging';

export type InventorySort = 'default' | 'status';
export type InventoryQuery = PagedListQuery & { sortBy: InventorySort };

export interface HistoryPage {
  pageNumber: number;
  pageSize: number;
}

const all = ['components'] as const;
const ofType = (componentTypeId: number) => [...all, componentTypeId] as const;

/** Every component query starts with `all`, and every query about the components of one type with `ofType`. */
export const componentKeys = {
  all,
  /** A type's inventory pages, a number's component, the next free number and each component's history. */
  ofType,
  page: (componentTypeId: number, query: InventoryQuery) => [...ofType(componentTypeId), 'page', query] as const,
  byNumber: (componentTypeId: number, componentNumber: number | null) =>
    [...ofType(componentTypeId), 'number', componentNumber] as const,
  everyOfType: (componentTypeId: number) => [...ofType(componentTypeId), 'all'] as const,
  nextNumber: (componentTypeId: number) => [...ofType(componentTypeId), 'next-number'] as const,
  /** Under the type's key, so that every change to the inventory refreshes it too. */
  history: (component: Component, page: HistoryPage) =>
    [...ofType(component.componentTypeId), 'history', component.componentId, page] as const,
};
