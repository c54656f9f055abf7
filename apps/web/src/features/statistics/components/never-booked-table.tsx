import type { NeverBookedRow } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import type { DataColumn, DataSort } from '../../../components/data-table';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { ComponentThumbnail } from './component-thumbnail';

export interface NeverBookedTableProps extends PagedRows<NeverBookedRow> {
  sort: DataSort;
  onSort(columnId: string): void;
}

/** A page of the never-booked types in the order the server sorts them. */
export function NeverBookedTable({
  rows,
  totalCount,
  totalCapped,
  loading,
  paging,
  sort,
  onSort,
}: NeverBookedTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<NeverBookedRow>[] = [
    { id: 'image', header: t('Image'), cell: (row) => <ComponentThumbnail imageUrl={row.imageUrl} /> },
    { id: 'componentName', header: t('Component name'), sortable: true, cell: (row) => row.componentName },
    { id: 'location', header: t('Location'), sortable: true, cell: (row) => row.location },
    {
      id: 'numberOfComponents',
      header: t('Count'),
      align: 'right',
      sortable: true,
      cell: (row) => row.numberOfComponents,
    },
  ];
  return (
    <PagedTable
      label={t('Never booked components')}
      columns={columns}
      rows={rows}
      totalCount={totalCount}
      totalCapped={totalCapped}
      paging={paging}
      rowKey={(row) => row.componentTypeId}
      loading={loading}
      emptyText={t('Every component type has been booked since this date')}
      sort={sort}
      onSort={onSort}
    />
  );
}
