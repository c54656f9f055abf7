import { type Booking, liveBookingStatuses } from '@labstock/shared';
import { Stack } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { AtRiskChip, bookingStatusText } from '../../../entities/booking/booking-status';
import { CancelBookingButton } from '../../../entities/booking/cancel-booking-button';

/** How far a booking has come: its units set aside now, and those handed out; a dash before either. */
function progressText(t: TFunction, booking: Booking): string {
  const { quantity, readyCount, collectedCount } = booking;
  const parts = [
    ...(readyCount > 0 ? [t('{{count}} of {{quantity}} ready', { count: readyCount, quantity })] : []),
    ...(collectedCount > 0 ? [t('{{count}} of {{quantity}} collected', { count: collectedCount, quantity })] : []),
  ];
  // A dash rather than an empty cell, which a phone's card would show as a label without a value.
  return parts.join(', ') || '—';
}

/** The user's own bookings ahead: what, when, how far along, and Cancel while they still hold units. */
export function UserBookingsTable(page: PagedRows<Booking>) {
  const { t } = useTranslation();
  const columns: DataColumn<Booking>[] = [
    { id: 'type', header: t('Component type'), cell: (row) => row.componentTypeName },
    { id: 'quantity', header: t('Quantity'), align: 'right', cell: (row) => row.quantity },
    dateColumn('from', t('From'), (row) => row.from),
    dateColumn('to', t('To'), (row) => row.to),
    {
      id: 'status',
      header: t('Status'),
      cell: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{bookingStatusText(t, row.status)}</span>
          {row.atRisk && <AtRiskChip />}
        </Stack>
      ),
    },
    { id: 'progress', header: t('Ready / collected'), cell: (row) => progressText(t, row) },
    {
      id: 'cancel',
      header: t('Cancel booking'),
      actions: true,
      cell: (row) => (liveBookingStatuses.includes(row.status) ? <CancelBookingButton booking={row} own /> : null),
    },
  ];
  return (
    <PagedTable
      {...page}
      label={t('My bookings')}
      columns={columns}
      rowKey={(row) => row.bookingId}
      emptyText={t('You have no bookings.')}
    />
  );
}
