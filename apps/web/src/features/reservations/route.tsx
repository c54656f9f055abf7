import { messages } from '@labstock/shared';
import { Alert, Box } from '@mui/material';
import { PageTitle } from '../../components/page-title';
import { SearchField } from '../../components/search-field';
import { errorText } from '../../lib/api-error';
import { usePaging } from '../../lib/paging/use-paging';
import { useReservations } from './api/get-reservations';
import { ReservationsTable } from './components/reservations-table';

/** /Reservations (Clerk): reservations waiting to be handed out or deleted. */
export function Component() {
  const paging = usePaging();
  const reservations = useReservations(paging.query);
  return (
    <>
      <PageTitle>Reservations</PageTitle>
      <Box sx={{ mb: 2, maxWidth: 480 }}>
        <SearchField label="Search for reservations" onSearch={paging.setSearchString} />
      </Box>
      {reservations.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`${messages.reservationsFetchedUnsuccessfully}${errorText(reservations.error)}`}
        </Alert>
      )}
      <ReservationsTable
        rows={reservations.data?.data}
        totalCount={reservations.data?.totalCount}
        loading={reservations.isFetching}
        paging={paging}
      />
    </>
  );
}
