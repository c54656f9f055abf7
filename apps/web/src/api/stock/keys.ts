import type { PagedListQuery } from '../../lib/paging/use-paging';
import { componentTypeKeys } from '../component-types/keys';

/** Movements come by page only, newest first, without a search. */
export type StockMovementsPage = Pick<PagedListQuery, 'pageNumber' | 'pageSize'>;
/** The low-stock list comes by page, without a search. */
export type LowStockPage = StockMovementsPage;
/** The consumption of the lab days `from`–`to` (yyyy-MM-dd, both included), by page. */
export type ConsumptionPage = LowStockPage & { from: string; to: string };

/**
 * Under the component types: every movement changes the type's stock, and an issue at the counter (a batch) already
 * refreshes `componentTypeKeys.all`; so do the low-stock list and the consumption, which the movements change.
 */
const movementLists = [...componentTypeKeys.all, 'stock-movements'] as const;

export const stockKeys = {
  movementLists,
  movements: (componentTypeId: number, page: StockMovementsPage) => [...movementLists, componentTypeId, page] as const,
  low: (query: LowStockPage) => [...componentTypeKeys.all, 'low-stock', query] as const,
  consumption: (query: ConsumptionPage) => [...componentTypeKeys.all, 'consumption', query] as const,
};
