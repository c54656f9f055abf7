import { type FullyBookedRow, type FullyBookedSortColumn, messages } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFullyBooked } from '../../../api/statistics/get-fully-booked';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { errorText } from '../../../lib/api-error';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { usePaging } from '../../../lib/paging/use-paging';
import { useTableSort } from '../use-table-sort';
import { ComponentThumbnail } from './component-thumbnail';

type CountColumn = Exclude<FullyBookedSortColumn, 'componentName'>;

/**
 * Tab 1: component types with none available, counted per status, a page at a time in the order the server sorts
 * (name descending first, spec §2); a row opens the type's details.
 */
export function FullyBookedTable() {
  const { t } = useTranslation();
  const countColumns: [CountColumn, string][] = [
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
  const paging = usePaging();
  const { sort, onSort, query } = useTableSort<FullyBookedSortColumn>(
    { columnId: 'componentName', direction: 'desc' },
    paging,
  );
  const booked = useFullyBooked({ pageNumber: paging.query.pageNumber, pageSize: paging.query.pageSize, ...query });
  const navigate = useNavigate();
  useErrorNotification(booked.error, (error) => `${t(messages.unsuccessfulWith)}${errorText(error)}`);

  return (
    <PagedTable
      label={t('Fully booked components')}
      columns={columns}
      rows={booked.data?.data}
      totalCount={booked.data?.totalCount}
      paging={paging}
      rowKey={(row) => row.componentTypeId}
      onRowClick={(row) => navigate(`/details/${row.componentTypeId}`)}
      loading={booked.isFetching}
      emptyText={t('No component type is fully booked')}
      sort={sort}
      onSort={onSort}
    />
  );
}
