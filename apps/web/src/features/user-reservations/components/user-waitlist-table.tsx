import type { WaitlistEntry } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { LeaveWaitlistButton } from '../../../entities/waitlist/leave-waitlist-button';

/** The Loaner's places in waiting lists: which type, their place in line as the server counts it, and Leave. */
export function UserWaitlistTable(page: PagedRows<WaitlistEntry>) {
  const { t } = useTranslation();
  const columns: DataColumn<WaitlistEntry>[] = [
    { id: 'type', header: t('Component type'), cell: (row) => row.componentTypeName },
    { id: 'position', header: t('Place in line'), align: 'right', cell: (row) => row.position },
    dateColumn('joined', t('Joined'), (row) => row.joinedAt),
    { id: 'leave', header: t('Leave waiting list'), actions: true, cell: (row) => <LeaveWaitlistButton entry={row} /> },
  ];
  return (
    <PagedTable
      {...page}
      label={t('My waiting lists')}
      columns={columns}
      rowKey={(row) => row.waitlistEntryId}
      emptyText={t('You are not on any waiting list.')}
    />
  );
}
