import { type ConsumptionRow, messages } from '@labstock/shared';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Stack } from '@mui/material';
import { parseISO, subYears } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLabToday } from '../../../api/environment/lab-today';
import { useConsumption } from '../../../api/stock/get-consumption';
import type { DataColumn } from '../../../components/data-table';
import { DateField } from '../../../components/date-field';
import { PageLoading } from '../../../components/page-loading';
import { PagedTable } from '../../../components/paged-table';
import { stockAmount } from '../../../entities/component-type/stock-amount';
import { errorText } from '../../../lib/api-error';
import { toIsoDate } from '../../../lib/dates';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { usePaging } from '../../../lib/paging/use-paging';

interface Period {
  from: string;
  to: string;
}

/** Tab 4: what each consumable issued and received in a period of lab days, the last year up to today at first. */
export function ConsumptionPanel() {
  const labToday = useLabToday();
  return labToday ? (
    <ConsumptionOf firstPeriod={{ from: toIsoDate(subYears(parseISO(labToday), 1)), to: labToday }} />
  ) : (
    <PageLoading />
  );
}

function ConsumptionOf({ firstPeriod }: { firstPeriod: Period }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState<string | null>(firstPeriod.from);
  const [to, setTo] = useState<string | null>(firstPeriod.to);
  const [loaded, setLoaded] = useState(firstPeriod);
  const paging = usePaging();
  const consumption = useConsumption({
    ...loaded,
    pageNumber: paging.query.pageNumber,
    pageSize: paging.query.pageSize,
  });
  useErrorNotification(consumption.error, (error) => `${t(messages.unsuccessfulWith)}${errorText(error)}`);
  const navigate = useNavigate();

  const update = () => {
    if (!from || !to) return;
    // The same period again asks the server anew: stock may have moved meanwhile.
    if (from === loaded.from && to === loaded.to) void consumption.refetch();
    else {
      setLoaded({ from, to });
      paging.setPageIndex(0);
    }
  };

  const columns: DataColumn<ConsumptionRow>[] = [
    { id: 'componentName', header: t('Component name'), cell: (row) => row.componentName },
    { id: 'issued', header: t('Issued'), align: 'right', nowrap: true, cell: (row) => stockAmount(row.issued, row) },
    {
      id: 'received',
      header: t('Received'),
      align: 'right',
      nowrap: true,
      cell: (row) => stockAmount(row.received, row),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <DateField label={t('From')} value={from} onChange={setFrom} />
        {/* The server refuses an end before the start, at the end. */}
        <DateField label={t('To')} value={to} onChange={setTo} minDate={from ?? undefined} />
        <Button
          variant="contained"
          startIcon={<RefreshIcon />}
          onClick={update}
          disabled={!from || !to}
          sx={{ alignSelf: { sm: 'center' } }}
        >
          {t('Update Data')}
        </Button>
      </Stack>
      <PagedTable
        label={t('Consumption')}
        columns={columns}
        rows={consumption.data?.data}
        totalCount={consumption.data?.totalCount}
        totalCapped={consumption.data?.totalCapped}
        loading={consumption.isFetching}
        paging={paging}
        rowKey={(row) => row.componentTypeId}
        onRowClick={(row) => navigate(`/details/${row.componentTypeId}`)}
        emptyText={t('No consumable was issued or received in this period.')}
      />
    </Stack>
  );
}
