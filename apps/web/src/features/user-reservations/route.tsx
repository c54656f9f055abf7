import { messages } from '@labstock/shared';
import { Alert } from '@mui/material';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-error';
import { usePaging } from '../../lib/paging/use-paging';
import { useUserReservations } from './api/get-user-reservations';
import { UserReservationsTable } from './components/user-reservations-table';

/** /UserReservations (Loaner): the user's own reservations, each of which they may delete. */
export function Component() {
  const paging = usePaging();
  const reservations = useUserReservations(paging.query);
  return (
    <>
      <PageTitle>My reservations</PageTitle>
      {reservations.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`${messages.reservationsFetchFailed}${errorText(reservations.error)}`}
        </Alert>
      )}
      <UserReservationsTable
        rows={reservations.data?.data}
        totalCount={reservations.data?.totalCount}
        loading={reservations.isFetching}
        paging={paging}
      />
    </>
  );
}
