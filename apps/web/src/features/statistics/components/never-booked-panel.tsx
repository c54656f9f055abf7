import { messages, type NeverBookedSortColumn } from '@labstock/shared';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Stack } from '@mui/material';
import { parseISO, subYears } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabToday } from '../../../api/environment/lab-today';
import { useNeverBooked } from '../../../api/statistics/get-never-booked';
import { DateField } from '../../../components/date-field';
import { PageLoading } from '../../../components/page-loading';
import { errorText } from '../../../lib/api-error';
import { toIsoDate } from '../../../lib/dates';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { usePaging } from '../../../lib/paging/use-paging';
import { useTableSort } from '../use-table-sort';
import { NeverBookedTable } from './never-booked-table';

/** Spec §9: the never-booked list starts one year before the lab's today. */
function oneYearBefore(labToday: string): string {
  return toIsoDate(subYears(parseISO(labToday), 1));
}

/** Tab 2: component types not booked since the chosen date, loaded for it by 'Update Data'. */
export function NeverBookedPanel() {
  const labToday = useLabToday();
  return labToday ? <NeverBookedSince firstDate={oneYearBefore(labToday)} /> : <PageLoading />;
}

function NeverBookedSince({ firstDate }: { firstDate: string }) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(firstDate);
  const [loadedDate, setLoadedDate] = useState(firstDate);
  const paging = usePaging();
  const { sort, onSort, query } = useTableSort<NeverBookedSortColumn>(
    { columnId: 'componentName', direction: 'asc' },
    paging,
  );
  const neverBooked = useNeverBooked({
    // The spec's parameter first, as the spec's call: the page and order follow it in the address.
    date: loadedDate,
    pageNumber: paging.query.pageNumber,
    pageSize: paging.query.pageSize,
    ...query,
  });
  useErrorNotification(neverBooked.error, (error) => `${t(messages.unsuccessfulWith)}${errorText(error)}`);

  const update = () => {
    if (!date) return;
    // The same date again asks the server anew: bookings may have changed meanwhile.
    if (date === loadedDate) void neverBooked.refetch();
    else {
      setLoadedDate(date);
      paging.setPageIndex(0);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <DateField label={t('Select Date:')} value={date} onChange={setDate} />
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={update} disabled={!date}>
          {t('Update Data')}
        </Button>
      </Stack>
      <NeverBookedTable
        rows={neverBooked.data?.data}
        totalCount={neverBooked.data?.totalCount}
        totalCapped={neverBooked.data?.totalCapped}
        loading={neverBooked.isFetching}
        paging={paging}
        sort={sort}
        onSort={onSort}
      />
    </Stack>
  );
}
