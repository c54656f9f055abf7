import type { Reservation } from '@labstock/shared';
import type { TFunction } from 'i18next';
import type { DataColumn } from './data-table';

/** The leading columns of a Loaner's own lists (My loans, My reservations): the component and the Admin's note on it. */
export function ownComponentColumns<Row extends Pick<Reservation, 'component'>>(t: TFunction): DataColumn<Row>[] {
  return [
    { id: 'component', header: t('Component'), cell: (row) => row.component.componentTypeName },
    { id: 'componentNumber', header: t('Component no'), cell: (row) => row.component.componentNumber },
    { id: 'adminComment', header: t('Admin comment'), cell: (row) => row.component.adminComment },
  ];
}
