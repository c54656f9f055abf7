import type { Reservation } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { formatDate } from '../../../lib/dates';
import type { Paging } from '../../../lib/paging/use-paging';
import { DeleteUserReservationButton } from './delete-user-reservation-button';

export interface UserReservationsTableProps {
  rows: readonly Reservation[] | undefined;
  totalCount: number | undefined;
  loading: boolean;
  paging: Paging;
}

export function UserReservationsTable({ rows, totalCount, loading, paging }: UserReservationsTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<Reservation>[] = [
    { id: 'component', header: t('Component'), cell: (row) => row.component.componentTypeName },
    { id: 'componentNumber', header: t('Component no'), cell: (row) => row.component.componentNumber },
    { id: 'adminComment', header: t('Admin comment'), cell: (row) => row.component.adminComment },
    { id: 'reservedDate', header: t('Reserved date'), cell: (row) => formatDate(row.reservationDate) },
    {
      id: 'delete',
      header: t('Delete reservation'),
      actions: true,
      cell: (row) => <DeleteUserReservationButton reservation={row} />,
    },
  ];
  return (
    <PagedTable
      label={t('My reservations')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.reservationId}
      loading={loading}
      totalCount={totalCount}
      paging={paging}
      emptyText={t('You have no reservations.')}
    />
  );
}
