import type { Reservation } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { ownComponentColumns } from '../../../components/own-component-columns';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { pickUpByColumn } from '../../../components/pick-up-by-column';
import { DeleteUserReservationButton } from './delete-user-reservation-button';

export function UserReservationsTable(page: PagedRows<Reservation>) {
  const { t } = useTranslation();
  const columns: DataColumn<Reservation>[] = [
    ...ownComponentColumns<Reservation>(t),
    dateColumn('reservedDate', t('Reserved date'), (row) => row.reservationDate),
    pickUpByColumn<Reservation>(t),
    {
      id: 'delete',
      header: t('Delete reservation'),
      actions: true,
      cell: (row) => <DeleteUserReservationButton reservation={row} />,
    },
  ];
  return (
    <PagedTable
      {...page}
      label={t('My reservations')}
      columns={columns}
      rowKey={(row) => row.reservationId}
      emptyText={t('You have no reservations.')}
    />
  );
}
