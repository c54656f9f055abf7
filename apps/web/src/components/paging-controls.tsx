import { PAGE_SIZES } from '@labstock/shared';
import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type Paging, useStayWithinTotal } from '../lib/paging/use-paging';

export interface PagingControlsProps {
  /** TotalCount of the list call (ApiResult.totalCount). */
  totalCount: number | undefined;
  paging: Paging;
  /** Names the size choice, e.g. 'Cards per page'. */
  rowsPerPageLabel?: string;
}

/** Page and page size controls (10/25/50, spec §9) bound to `usePaging()`, for tables and other paged lists; never past the last page. */
export function PagingControls({ totalCount, paging, rowsPerPageLabel }: PagingControlsProps) {
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
