import type { AvailabilityQuery } from '@labstock/shared';
import type { PagedListQuery } from '../../lib/paging/use-paging';

export interface ComponentTypeListQuery extends PagedListQuery {
  /** Chosen categories; a type matches when it has any of them. Empty: no filter. */
  categoryIds: number[];
}

const all = ['component-types'] as const;
const lists = [...all, 'page'] as const;

/**
 * Every component type query starts with `all`: a change to a type, to its components (the in-stock count) or to
 * its categories' names refreshes them all with it. So does every lending action, which changes availability too.
 */
export const componentTypeKeys = {
  all,
  /** The browse pages, without the open details. */
  lists,
  list: (query: ComponentTypeListQuery) => [...lists, query] as const,
  detail: (componentTypeId: number) => [...all, 'details', componentTypeId] as const,
  availability: (componentTypeId: number, period: AvailabilityQuery) =>
    [...all, 'availability', componentTypeId, period] as const,
};
