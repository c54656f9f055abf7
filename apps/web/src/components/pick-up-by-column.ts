import type { Reservation } from '@labstock/shared';
import type { TFunction } from 'i18next';
import type { DataColumn } from './data-table';
import { dateColumn } from './date-column';

/**
 * 'Pick up by': the lab's day a reservation expires after unless handed out, as the server says it (pickUpBy), for
 * the Loaner's and the Clerk's lists alike.
 */
export function pickUpByColumn<Row extends Pick<Reservation, 'pickUpBy'>>(t: TFunction): DataColumn<Row> {
  return dateColumn('pickUpBy', t('Pick up by'), (row) => row.pickUpBy);
}
