import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLowStock } from '../../api/stock/get-low-stock';
import { DownloadButton } from '../../components/download-button';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging, useStayWithinTotal } from '../../lib/paging/use-paging';
import { LowStockTable } from './components/low-stock-table';

/** /LowStock (Clerk, Admin): the consumables at or below their reorder level, and the reorder list to download. */
export function Component() {
  const { t } = useTranslation();
  const paging = usePaging();
  const { pageNumber, pageSize } = paging.query;
  const low = useLowStock({ pageNumber, pageSize });
  useStayWithinTotal(paging, low.data?.totalCount);
  useErrorNotification(low.error, (error) => `${t('Could not fetch the low stock: ')}${errorText(error)}`);

  return (
    <>
      <PageTitle>{t('Low stock')}</PageTitle>
      <Stack spacing={2}>
        <Stack direction="row">
          <DownloadButton label={t('Download reorder list')} path="/export/reorder.csv" />
        </Stack>
        <LowStockTable
          rows={low.data?.data}
          totalCount={low.data?.totalCount}
          totalCapped={low.data?.totalCapped}
          loading={low.isFetching}
          paging={paging}
        />
      </Stack>
    </>
  );
}
