import { PAGE_SIZES } from '@labstock/shared';
import { TablePagination } from '@mui/material';
import type { Paging } from '../lib/paging/use-paging';
import { DataTable, type DataTableProps } from './data-table';

export interface PagedTableProps<Row> extends DataTableProps<Row> {
  /** TotalCount of the list call (ApiResult.totalCount). */
  totalCount: number | undefined;
  paging: Paging;
}

/** A DataTable with paging controls (10/25/50 rows, spec §9) bound to `usePaging()`. */
export function PagedTable<Row>({ totalCount, paging, ...table }: PagedTableProps<Row>) {
  return (
    <>
      <DataTable {...table} />
      <TablePagination
        component="div"
        count={totalCount ?? 0}
        page={paging.pageIndex}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, page) => paging.setPageIndex(page)}
        onRowsPerPageChange={(event) => paging.setPageSize(Number(event.target.value))}
      />
    </>
  );
}
