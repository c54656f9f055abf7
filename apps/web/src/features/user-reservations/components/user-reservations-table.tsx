import type { Reservation } from '@labstock/shared';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { formatDate } from '../../../lib/dates';
import type { Paging } from '../../../lib/paging/use-paging';
import { DeleteUserReservationButton } from './delete-user-reservation-button';

const columns: readonly DataColumn<Reservation>[] = [
  { id: 'component', header: 'Component', cell: (row) => row.component.componentTypeName },
  { id: 'componentNumber', header: 'Component no', cell: (row) => row.component.componentNumber },
  { id: 'adminComment', header: 'Admin comment', cell: (row) => row.component.adminComment },
  { id: 'reservedDate', header: 'Reserved date', cell: (row) => formatDate(row.reservationDate) },
  {
    id: 'delete',
    header: 'Delete reservation',
    actions: true,
    cell: (row) => <DeleteUserReservationButton reservation={row} />,
  },
];

export interface UserReservationsTableProps {
  rows: readonly Reservation[] | undefined;
  totalCount: number | undefined;
  loading: boolean;
  paging: Paging;
}

export function UserReservationsTable({ rows, totalCount, loading, paging }: UserReservationsTableProps) {
  return (
    <PagedTable
      label="My reservations"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.reservationId}
      loading={loading}
      totalCount={totalCount}
      paging={paging}
      emptyText="You have no reservations."
    />
  );
}
