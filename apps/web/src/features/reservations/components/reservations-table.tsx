import type { Reservation } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { pickUpByColumn } from '../../../components/pick-up-by-column';
import { ComponentNameTooltip } from './component-name-tooltip';
import { DeleteReservationButton } from './delete-reservation-button';
import { HandoutButton } from './handout-button';

export function ReservationsTable(page: PagedRows<Reservation>) {
  const { t } = useTranslation();
  const columns: DataColumn<Reservation>[] = [
    dateColumn('reservedDate', t('Reserved date'), (row) => row.reservationDate),
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
    // After the spec's columns, so theirs keep their places.
    pickUpByColumn<Reservation>(t),
    { id: 'handout', header: t('Handout'), actions: true, cell: (row) => <HandoutButton reservation={row} /> },
    { id: 'delete', header: t('Delete'), actions: true, cell: (row) => <DeleteReservationButton reservation={row} /> },
  ];
  return (
    <PagedTable
      {...page}
      label={t('Reservations')}
      columns={columns}
      rowKey={(row) => row.reservationId}
      emptyText={t('No reservations to hand out.')}
    />
  );
}
