import { type FullyBookedRow, messages } from '@labstock/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFullyBooked } from '../../../api/statistics/get-fully-booked';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { errorText } from '../../../lib/api-error';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { sortRows, useTableSort } from '../use-table-sort';
import { ComponentThumbnail } from './component-thumbnail';

type SortKey = Exclude<keyof FullyBookedRow, 'componentTypeId' | 'image' | 'imageUrl'>;

/** Tab 1: component types with none available, counted per status; a row opens the type's details. */
export function FullyBookedTable() {
  const { t } = useTranslation();
  const countColumns: [SortKey, string][] = [
    ['totalNumberOfComponents', '#'],
    ['numberOfDefectComponents', t('Defect')],
    ['numberOfLostComponents', t('Lost')],
    ['numberOfTrashedComponents', t('Trashed')],
    ['numberOfNotReturnedComponents', t('Not returned')],
    ['numberOfReservedToAdmin', t('Reserved Admin')],
    ['numberOfReservedToLoaner', t('Reserved Loaner')],
  ];
  const columns: DataColumn<FullyBookedRow>[] = [
    { id: 'image', header: t('Image'), cell: (row) => <ComponentThumbnail imageUrl={row.imageUrl} /> },
    { id: 'componentName', header: t('Component name'), sortable: true, cell: (row) => row.componentName },
    ...countColumns.map(
      ([key, header]): DataColumn<FullyBookedRow> => ({
        id: key,
        header,
        align: 'right',
        sortable: true,
        cell: (row) => row[key],
      }),
    ),
  ];
  const booked = useFullyBooked();
  const { sort, onSort } = useTableSort({ columnId: 'componentName', direction: 'desc' });
  const navigate = useNavigate();
  useErrorNotification(booked.error, (error) => `${t(messages.unsuccessfulWith)}${errorText(error)}`);

  const rows = useMemo(
    () => booked.data && sortRows(booked.data, sort, (row, columnId) => row[columnId as SortKey]),
    [booked.data, sort],
  );
  return (
    <DataTable
      label={t('Fully booked components')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.componentTypeId}
      onRowClick={(row) => navigate(`/details/${row.componentTypeId}`)}
      loading={booked.isFetching}
      emptyText={t('No component type is fully booked')}
      sort={sort}
      onSort={onSort}
    />
  );
}
