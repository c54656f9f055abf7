import {
  type BookedAheadRow,
  type BookedAheadSortColumn,
  DEFAULT_BOOKED_AHEAD_DAYS,
  MAX_BOOKED_AHEAD_DAYS,
  messages,
} from '@labstock/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBookedAhead } from '../../../api/statistics/get-booked-ahead';
import type { DataColumn } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { PagedTable } from '../../../components/paged-table';
import { AtRiskChip } from '../../../entities/booking/booking-status';
import { errorText } from '../../../lib/api-error';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { usePaging } from '../../../lib/paging/use-paging';
import { useTableSort } from '../use-table-sort';
import { ComponentThumbnail } from './component-thumbnail';

/**
 * Tab 3: the types the coming days' bookings take to 0 available (fully booked) or below (a booking at risk), the
 * first such day soonest first unless another column is chosen, to plan purchases and loans back; a row opens the
 * type's details.
 */
export function BookedAheadPanel() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(DEFAULT_BOOKED_AHEAD_DAYS);
  const paging = usePaging();
  const { sort, onSort, query } = useTableSort<BookedAheadSortColumn>({ columnId: 'date', direction: 'asc' }, paging);
  const bookedAhead = useBookedAhead({
    pageNumber: paging.query.pageNumber,
    pageSize: paging.query.pageSize,
    days,
    ...query,
  });
  useErrorNotification(bookedAhead.error, (error) => `${t(messages.unsuccessfulWith)}${errorText(error)}`);
  const navigate = useNavigate();
  // How far ahead the Admin may look: a week (the server's default) up to the 8 weeks the server allows.
  const lookAheads = [
    { days: DEFAULT_BOOKED_AHEAD_DAYS, label: t('One week') },
    { days: 14, label: t('Two weeks') },
    { days: 28, label: t('Four weeks') },
    { days: MAX_BOOKED_AHEAD_DAYS, label: t('Eight weeks') },
  ];

  const columns: DataColumn<BookedAheadRow>[] = [
    { id: 'image', header: t('Image'), cell: (row) => <ComponentThumbnail imageUrl={row.imageUrl} /> },
    { id: 'componentName', header: t('Component name'), sortable: true, cell: (row) => row.componentName },
    { ...dateColumn('date', t('First day without units'), (row) => row.date), sortable: true },
    {
      id: 'available',
      header: t('Left that day'),
      align: 'right',
      sortable: true,
      cell: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          {row.available < 0 && <AtRiskChip />}
          <span>{row.available}</span>
        </Stack>
      ),
    },
    {
      id: 'bookedQuantity',
      header: t('Booked that day'),
      align: 'right',
      sortable: true,
      cell: (row) => row.bookedQuantity,
    },
    { id: 'liveBookings', header: t('Live bookings'), align: 'right', sortable: true, cell: (row) => row.liveBookings },
  ];

  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('Look ahead')}
        value={days}
        onChange={(event) => {
          setDays(Number(event.target.value));
          paging.setPageIndex(0);
        }}
        sx={{ maxWidth: { sm: 240 } }}
      >
        {lookAheads.map(({ days: value, label }) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <PagedTable
        label={t('Booked ahead')}
        columns={columns}
        rows={bookedAhead.data?.data}
        totalCount={bookedAhead.data?.totalCount}
        loading={bookedAhead.isFetching}
        paging={paging}
        rowKey={(row) => row.componentTypeId}
        onRowClick={(row) => navigate(`/details/${row.componentTypeId}`)}
        emptyText={t('No bookings take a component type to 0 in these days')}
        sort={sort}
        onSort={onSort}
      />
    </Stack>
  );
}
