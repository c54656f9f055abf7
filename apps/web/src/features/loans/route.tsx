import type { SortDirection } from '@labstock/shared';
import { Box, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoans } from '../../api/loans/get-loans';
import { PageTitle } from '../../components/page-title';
import { SearchField } from '../../components/search-field';
import { ScanButton } from '../../entities/lending/scan/scan-button';
import { useAuth } from '../../lib/auth/use-auth';
import { usePaging } from '../../lib/paging/use-paging';
import { useLoggedError } from '../../lib/use-logged-error';
import { ExportLoans } from './components/export-loans';
import { LoansTable } from './components/loans-table';

/**
 * /Loans for a Clerk (every active loan, to hand in) or a Loaner (their own active loans); other roles see the
 * component list instead (app/loans-or-catalogue.tsx).
 */
export function Component() {
  const { t } = useTranslation();
  const { isClerk } = useAuth();
  const paging = usePaging();
  const [returnDateOrder, setReturnDateOrder] = useState<SortDirection>('asc');
  const loans = useLoans({ ...paging.query, sortDirection: returnDateOrder });
  const toggleReturnDateOrder = () => {
    setReturnDateOrder((order) => (order === 'asc' ? 'desc' : 'asc'));
    paging.setPageIndex(0);
  };
  // Spec §8: a failed loan list is only logged.
  useLoggedError(loans.error, 'Could not fetch loans');
  return (
    <>
      <PageTitle>{isClerk ? t('Active loans') : t('Loans')}</PageTitle>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <Box sx={{ flexGrow: 1, maxWidth: 480 }}>
          <SearchField label={t('Search for loans')} onSearch={paging.setSearchString} />
        </Box>
        {isClerk && (
          // Wraps on a phone: the export choice and Scan do not fit one line.
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ExportLoans />
            <ScanButton />
          </Stack>
        )}
      </Stack>
      <LoansTable
        rows={loans.data?.data}
        totalCount={loans.data?.totalCount}
        totalCapped={loans.data?.totalCapped}
        loading={loans.isFetching}
        paging={paging}
        canHandin={isClerk}
        returnDateOrder={returnDateOrder}
        onToggleReturnDateOrder={toggleReturnDateOrder}
      />
    </>
  );
}
