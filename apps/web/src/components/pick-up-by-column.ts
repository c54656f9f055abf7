import { RESERVATION_PICKUP_DAYS, type Reservation } from '@labstock/shared';
import { addDays } from 'date-fns';
import type { TFunction } from 'i18next';
import type { DataColumn } from './data-table';
import { dateColumn } from './date-column';

/**
 * 'Pick up by': the day a reservation expires unless handed out, as the server's expiry job counts it
 * (RESERVATION_PICKUP_DAYS after it was made), for the Loaner's and the Clerk's lists alike.
 */
export function pickUpByColumn<Row extends Pick<Reservation, 'reservationDate'>>(t: TFunction): DataColumn<Row> {
  return dateColumn('pickUpBy', t('Pick up by'), (row) =>
    addDays(new Date(row.reservationDate), RESERVATION_PICKUP_DAYS).toISOString(),
  );
}
