import type { ActivityEntry } from '@labstock/shared';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/dates';
import type { Paging } from '../../../lib/paging/use-paging';
import { useAllCategories } from '../../catalogue/api/get-all-categories';
import { changeText, componentText, whatText, whoText } from '../describe-activity';

export interface ActivityTableProps {
  rows: readonly ActivityEntry[] | undefined;
  totalCount: number | undefined;
  loading: boolean;
  paging: Paging;
}

/** The activity log, newest first as the server orders it; a card per entry on small screens. */
export function ActivityTable({ rows, totalCount, loading, paging }: ActivityTableProps) {
  // Type edits record category ids; the names read better.
  const categories = useAllCategories();
  const categoryName = (id: number) => categories.data?.find((category) => category.categoryId === id)?.name;
  const columns: DataColumn<ActivityEntry>[] = [
    { id: 'at', header: 'Time', cell: (entry) => formatDateTime(entry.at) },
    { id: 'who', header: 'Who', cell: whoText },
    { id: 'what', header: 'What', cell: whatText },
    { id: 'component', header: 'Component', cell: componentText },
    { id: 'change', header: 'Change', cell: (entry) => changeText(entry, categoryName) },
  ];
  return (
    <PagedTable
      label="Activity"
      columns={columns}
      rows={rows}
      rowKey={(entry) => entry.activityId}
      loading={loading}
      emptyText="No activity"
      totalCount={totalCount}
      paging={paging}
    />
  );
}
