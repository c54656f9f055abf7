import { PAGE_SIZES } from '@labstock/shared';
import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type Paging, useStayWithinTotal } from '../lib/paging/use-paging';

export interface PagingControlsProps {
  /** TotalCount of the list call (ApiResult.totalCount). */
  totalCount: number | undefined;
  /** The list holds more than totalCount rows (ApiResult.totalCapped): the label says "of more than". */
  totalCapped?: boolean;
  paging: Paging;
  /** Names the size choice, e.g. 'Cards per page'. */
  rowsPerPageLabel?: string;
}

/** Page and page size controls (10/25/50, spec §9) bound to `usePaging()`, for tables and other paged lists; never past the last page. */
export function PagingControls({ totalCount, totalCapped, paging, rowsPerPageLabel }: PagingControlsProps) {
  const { t } = useTranslation();
  useStayWithinTotal(paging, totalCount);
  return (
    <TablePagination
      component="div"
      count={totalCount ?? 0}
      page={paging.pageIndex}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      labelRowsPerPage={rowsPerPageLabel ?? t('Rows per page:')}
      // Otherwise the language pack's own label ("1–25 of 40").
      {...(totalCapped && {
        labelDisplayedRows: ({ from, to, count }) =>
          t('{{from}}–{{to}} of more than {{total, number}}', { from, to, total: count }),
      })}
      onPageChange={(_event, page) => paging.setPageIndex(page)}
      onRowsPerPageChange={(event) => paging.setPageSize(Number(event.target.value))}
      // On a phone the size choice and the page buttons do not fit one line: the buttons wrap below.
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 0, sm: 2 } },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}
