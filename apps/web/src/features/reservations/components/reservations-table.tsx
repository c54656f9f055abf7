import type { Reservation } from '@labstock/shared';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { formatDate } from '../../../lib/dates';
import type { Paging } from '../../../lib/paging/use-paging';
import { ComponentNameTooltip } from './component-name-tooltip';
import { DeleteReservationButton } from './delete-reservation-button';
import { HandoutButton } from './handout-button';

const columns: readonly DataColumn<Reservation>[] = [
  { id: 'reservedDate', header: 'Reserved date', cell: (row) => formatDate(row.reservationDate) },
  {
    id: 'component',
    header: 'Component',
    cell: (row) => (
      <ComponentNameTooltip
        componentTypeId={row.component.componentTypeId}
        componentName={row.component.componentTypeName}
      />
    ),
  },
  { id: 'componentNumber', header: 'Component number', cell: (row) => row.component.componentNumber },
  { id: 'auId', header: 'Au Id', cell: (row) => row.loaner?.auId },
  { id: 'firstName', header: 'First name', cell: (row) => row.loaner?.firstName },
  { id: 'lastName', header: 'Last name', cell: (row) => row.loaner?.lastName },
  { id: 'handout', header: 'Handout', actions: true, cell: (row) => <HandoutButton reservation={row} /> },
  { id: 'delete', header: 'Delete', actions: true, cell: (row) => <DeleteReservationButton reservation={row} /> },
];

export interface ReservationsTableProps {
  rows: readonly Reservation[] | undefined;
  totalCount: number | undefined;
  loading: boolean;
  paging: Paging;
}

export function ReservationsTable({ rows, totalCount, loading, paging }: ReservationsTableProps) {
  return (
    <PagedTable
      label="Reservations"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.reservationId}
      loading={loading}
      totalCount={totalCount}
      paging={paging}
      emptyText="No reservations to hand out."
    />
  );
}
