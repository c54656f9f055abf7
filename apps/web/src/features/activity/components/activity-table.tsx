import type { ActivityEntry } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useAllCategories } from '../../../api/categories/get-all-categories';
import type { DataColumn } from '../../../components/data-table';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { changeText, componentText, whatText, whoText } from '../../../entities/activity/describe-activity';
import { formatDateTime } from '../../../lib/dates';

/** The activity log, newest first as the server orders it; a card per entry on small screens. */
export function ActivityTable(page: PagedRows<ActivityEntry>) {
  const { t } = useTranslation();
  // Type edits record category ids; the names read better.
  const categories = useAllCategories();
  const categoryName = (id: number) => categories.data?.find((category) => category.categoryId === id)?.name;
  const columns: DataColumn<ActivityEntry>[] = [
    { id: 'at', header: t('Time'), cell: (entry) => formatDateTime(entry.at) },
    { id: 'who', header: t('Who'), cell: whoText },
    { id: 'what', header: t('What'), cell: whatText },
    { id: 'component', header: t('Component'), cell: componentText },
    { id: 'change', header: t('Change'), cell: (entry) => changeText(entry, categoryName) },
  ];
  return (
    <PagedTable
      {...page}
      label={t('Activity')}
      columns={columns}
      rowKey={(entry) => entry.activityId}
      emptyText={t('No activity')}
    />
  );
}
