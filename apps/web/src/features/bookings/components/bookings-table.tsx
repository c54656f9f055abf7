import { type Booking, BookingStatus, liveBookingStatuses } from '@labstock/shared';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { AtRiskChip, bookingStatusText } from '../../../entities/booking/booking-status';
import { CancelBookingButton } from '../../../entities/booking/cancel-booking-button';
import { setAsideNumbers } from '../../../entities/booking/set-aside-numbers';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { formatDate } from '../../../lib/dates';
import { HandoutBookingButton } from './handout-booking-button';

export interface BookingsTableProps extends PagedRows<Booking> {
  label: string;
  emptyText: string;
}

/** The Clerk's bookings: what, for whom, when, how far along, the units to fetch from the shelf, and the buttons. */
export function BookingsTable({ label, emptyText, ...page }: BookingsTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<Booking>[] = [
    { id: 'type', header: t('Component type'), cell: (row) => row.componentTypeName },
    { id: 'loaner', header: t('Loaner'), cell: (row) => loanerName(row.loaner, { withAuId: true }) },
    { id: 'quantity', header: t('Quantity'), align: 'right', cell: (row) => row.quantity },
    {
      id: 'period',
      header: t('Period'),
      cell: (row) => t('{{from}} to {{to}}', { from: formatDate(row.from), to: formatDate(row.to) }),
    },
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
    {
      id: 'progress',
      header: t('Ready / collected'),
      cell: (row) =>
        t('{{ready}} ready, {{collected}} collected', { ready: row.readyCount, collected: row.collectedCount }),
    },
    { id: 'units', header: t('Units to fetch'), cell: (row) => setAsideNumbers(row.setAside) || '—' },
    {
      id: 'handout',
      header: t('Hand out'),
      actions: true,
      nowrap: true,
      cell: (row) =>
        row.status === BookingStatus.Ready && row.setAside.length > 0 ? <HandoutBookingButton booking={row} /> : null,
    },
    {
      id: 'cancel',
      header: t('Cancel booking'),
      actions: true,
      nowrap: true,
      // Before collection: a collected, cancelled or expired booking is over.
      cell: (row) => (liveBookingStatuses.includes(row.status) ? <CancelBookingButton booking={row} /> : null),
    },
  ];
  return <PagedTable {...page} label={label} columns={columns} rowKey={(row) => row.bookingId} emptyText={emptyText} />;
}
