import type { PagedListQuery } from '../../lib/paging/use-paging';
import { componentTypeKeys } from '../component-types/keys';

/** Movements come by page only, newest first, without a search. */
export type StockMovementsPage = Pick<PagedListQuery, 'pageNumber' | 'pageSize'>;

/**
 * Under the component types: every movement changes the type's stock, and an issue at the counter (a batch) already
 * refreshes `componentTypeKeys.all`.
 */
const movementLists = [...componentTypeKeys.all, 'stock-movements'] as const;

export const stockKeys = {
  movementLists,
  movements: (componentTypeId: number, page: StockMovementsPage) => [...movementLists, componentTypeId, page] as const,
};
