import type { Reservation } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { formatDate } from '../../../lib/dates';
import type { Paging } from '../../../lib/paging/use-paging';
import { ComponentNameTooltip } from './component-name-tooltip';
import { DeleteReservationButton } from './delete-reservation-button';
import { HandoutButton } from './handout-button';

export interface ReservationsTableProps {
  rows: readonly Reservation[] | undefined;
  totalCount: number | undefined;
  loading: boolean;
  paging: Paging;
}

export function ReservationsTable({ rows, totalCount, loading, paging }: ReservationsTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<Reservation>[] = [
    { id: 'reservedDate', header: t('Reserved date'), cell: (row) => formatDate(row.reservationDate) },
    {
      id: 'component',
      header: t('Component'),
      cell: (row) => (
        <ComponentNameTooltip
          componentTypeId={row.component.componentTypeId}
          componentName={row.component.componentTypeName}
        />
      ),
    },
    { id: 'componentNumber', header: t('Component number'), cell: (row) => row.component.componentNumber },
    { id: 'auId', header: t('Au Id'), cell: (row) => row.loaner?.auId },
    { id: 'firstName', header: t('First name'), cell: (row) => row.loaner?.firstName },
    { id: 'lastName', header: t('Last name'), cell: (row) => row.loaner?.lastName },
    { id: 'handout', header: t('Handout'), actions: true, cell: (row) => <HandoutButton reservation={row} /> },
    { id: 'delete', header: t('Delete'), actions: true, cell: (row) => <DeleteReservationButton reservation={row} /> },
  ];
  return (
    <PagedTable
      label={t('Reservations')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.reservationId}
      loading={loading}
      totalCount={totalCount}
      paging={paging}
      emptyText={t('No reservations to hand out.')}
    />
  );
}
