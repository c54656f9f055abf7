import { messages } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useUserReservations } from '../../api/reservations/get-user-reservations';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging } from '../../lib/paging/use-paging';
import { UserReservationsTable } from './components/user-reservations-table';

/** /UserReservations (Loaner): the user's own reservations, each of which they may delete. */
export function Component() {
  const { t } = useTranslation();
  const paging = usePaging();
  const reservations = useUserReservations(paging.query);
  useErrorNotification(reservations.error, (error) => `${t(messages.reservationsFetchFailed)}${errorText(error)}`);
  return (
    <>
      <PageTitle>{t('My reservations')}</PageTitle>
      <UserReservationsTable
        rows={reservations.data?.data}
        totalCount={reservations.data?.totalCount}
        loading={reservations.isFetching}
        paging={paging}
      />
    </>
  );
}
