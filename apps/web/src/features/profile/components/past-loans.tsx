import type { PastLoan } from '@labstock/shared';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePastLoans } from '../../../api/loans/get-past-loans';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { errorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { usePaging } from '../../../lib/paging/use-paging';

/** The profile's 'Past loans': what the user borrowed and brought back, the latest returned first. */
export function PastLoans({ loanerId }: { loanerId: number }) {
  const { t } = useTranslation();
  const columns: DataColumn<PastLoan>[] = [
    {
      id: 'component',
      header: t('Component'),
      cell: (loan) => loan.component.componentTypeName ?? t('Deleted component'),
    },
    { id: 'componentNumber', header: t('Component no'), cell: (loan) => loan.component.componentNumber },
    { id: 'loanDate', header: t('Loan date'), cell: (loan) => formatDate(loan.loanDate) },
    { id: 'returnedAt', header: t('Returned date'), cell: (loan) => formatDate(loan.returnedAt) },
  ];
  const headingId = useId();
  const paging = usePaging();
  const { pageNumber, pageSize } = paging.query;
  const loans = usePastLoans(loanerId, { pageNumber, pageSize });
  useErrorNotification(loans.error, (error) => `${t('Could not fetch past loans: ')}${errorText(error)}`);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4, maxWidth: 720 }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        {t('Past loans')}
      </Typography>
      <PagedTable
        label={t('Past loans')}
        columns={columns}
        rows={loans.data?.data}
        rowKey={(loan) => loan.loanId}
        loading={loans.isFetching}
        emptyText={t('No returned loans yet.')}
        totalCount={loans.data?.totalCount}
        paging={paging}
      />
    </Box>
  );
}
