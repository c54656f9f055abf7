import type { Paging } from '../lib/paging/use-paging';
import { DataTable, type DataTableProps } from './data-table';
import { PagingControls } from './paging-controls';

export interface PagedTableProps<Row> extends DataTableProps<Row> {
  /** TotalCount of the list call (ApiResult.totalCount). */
  totalCount: number | undefined;
  /** The list holds more than totalCount rows (ApiResult.totalCapped). */
  totalCapped?: boolean;
  paging: Paging;
}

/** One page of a paged list as a screen hands it to its table: the rows, their total and the paging they came from. */
export interface PagedRows<Row> {
  rows: readonly Row[] | undefined;
  totalCount: number | undefined;
  totalCapped?: boolean;
  loading: boolean;
  paging: Paging;
}

/** A DataTable with paging controls (10/25/50 rows, spec §9) bound to `usePaging()`. */
export function PagedTable<Row>({ totalCount, totalCapped, paging, ...table }: PagedTableProps<Row>) {
  return (
    <>
      <DataTable {...table} />
      <PagingControls totalCount={totalCount} totalCapped={totalCapped} paging={paging} />
    </>
  );
}
