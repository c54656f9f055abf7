import type { NeverBookedRow } from '@labstock/shared';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { ComponentThumbnail } from './component-thumbnail';

const columns: DataColumn<NeverBookedRow>[] = [
  { id: 'image', header: 'Image', cell: (row) => <ComponentThumbnail imageUrl={row.imageUrl} /> },
  { id: 'componentName', header: 'Component name', cell: (row) => row.componentName },
  { id: 'location', header: 'Location', cell: (row) => row.location },
  { id: 'count', header: 'Count', align: 'right', cell: (row) => row.numberOfComponents },
];

export function NeverBookedTable({ rows, loading }: { rows: NeverBookedRow[] | undefined; loading: boolean }) {
  return (
    <DataTable
      label="Never booked components"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.componentTypeId}
      loading={loading}
      emptyText="Every component type has been booked since this date"
    />
  );
}
