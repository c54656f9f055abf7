import type { NeverBookedRow } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { ComponentThumbnail } from './component-thumbnail';

export function NeverBookedTable({ rows, loading }: { rows: NeverBookedRow[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const columns: DataColumn<NeverBookedRow>[] = [
    { id: 'image', header: t('Image'), cell: (row) => <ComponentThumbnail imageUrl={row.imageUrl} /> },
    { id: 'componentName', header: t('Component name'), cell: (row) => row.componentName },
    { id: 'location', header: t('Location'), cell: (row) => row.location },
    { id: 'count', header: t('Count'), align: 'right', cell: (row) => row.numberOfComponents },
  ];
  return (
    <DataTable
      label={t('Never booked components')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.componentTypeId}
      loading={loading}
      emptyText={t('Every component type has been booked since this date')}
    />
  );
}
