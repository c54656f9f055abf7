import { messages } from '@labstock/shared';
import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useReservations } from '../../api/reservations/get-reservations';
import { PageTitle } from '../../components/page-title';
import { SearchField } from '../../components/search-field';
import { ScanButton } from '../../entities/lending/scan/scan-button';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging } from '../../lib/paging/use-paging';
import { ReservationsTable } from './components/reservations-table';

/** /Reservations (Clerk): reservations waiting to be handed out or deleted. */
export function Component() {
  const { t } = useTranslation();
  const paging = usePaging();
  const reservations = useReservations(paging.query);
  useErrorNotification(
    reservations.error,
    (error) => `${t(messages.reservationsFetchedUnsuccessfully)}${errorText(error)}`,
  );
  return (
    <>
      <PageTitle>{t('Reservations')}</PageTitle>
      <Stack direction="row" spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, maxWidth: 480 }}>
          <SearchField label={t('Search for reservations')} onSearch={paging.setSearchString} />
        </Box>
        <ScanButton />
      </Stack>
      <ReservationsTable
        rows={reservations.data?.data}
        totalCount={reservations.data?.totalCount}
        totalCapped={reservations.data?.totalCapped}
        loading={reservations.isFetching}
        paging={paging}
      />
    </>
  );
}
