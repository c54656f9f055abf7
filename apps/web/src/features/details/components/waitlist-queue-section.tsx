import type { QueuedLoaner } from '@labstock/shared';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useComponentTypeWaitlist } from '../../../api/waitlist/get-component-type-waitlist';
import { useLeaveWaitlist } from '../../../api/waitlist/leave-waitlist';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { usePaging } from '../../../lib/paging/use-paging';

/** The type's 'Waiting list' for Clerks and Admins: who waits, first in line first, and Remove for each. */
export function WaitlistQueueSection({ componentTypeId }: { componentTypeId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const paging = usePaging();
  const queue = useComponentTypeWaitlist(componentTypeId, paging.query);
  useErrorNotification(queue.error, (error) => `${t('Could not fetch the waiting list: ')}${errorText(error)}`);
  const columns: DataColumn<QueuedLoaner>[] = [
    { id: 'position', header: t('Place in line'), align: 'right', cell: (row) => row.position },
    { id: 'loaner', header: t('Loaner'), cell: (row) => loanerName(row.loaner) },
    { id: 'auId', header: t('AU ID'), cell: (row) => row.loaner?.auId ?? '' },
    // The time too: two loaners who joined on one day are told apart by it.
    { id: 'joined', header: t('Joined'), nowrap: true, cell: (row) => formatDateTime(row.joinedAt) },
    { id: 'remove', header: t('Remove from waiting list'), actions: true, cell: (row) => <RemoveButton entry={row} /> },
  ];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId} sx={{ mb: 1 }}>
        {t('Waiting list')}
      </Typography>
      <PagedTable
        label={t('Waiting list')}
        columns={columns}
        rows={queue.data?.data}
        totalCount={queue.data?.totalCount}
        loading={queue.isFetching}
        paging={paging}
        rowKey={(row) => row.waitlistEntryId}
        emptyText={t('Nobody is waiting for this type.')}
      />
    </Box>
  );
}

function RemoveButton({ entry }: { entry: QueuedLoaner }) {
  const { t } = useTranslation();
  const removal = useLeaveWaitlist();
  const loaner = loanerName(entry.loaner, { withAuId: true });
  return (
    <ConfirmDeleteButton
      label={t('Remove from waiting list')}
      title={t('Remove from waiting list')}
      text={t('Please confirm that you want to remove {{loaner}} from the waiting list for {{type}}.', {
        loaner,
        type: entry.componentTypeName,
      })}
      confirmLabel={t('Remove')}
      deletion={removal}
      id={entry.waitlistEntryId}
      successText={t('{{loaner}} was removed from the waiting list.', { loaner })}
      failureText={t('Could not remove from the waiting list: ')}
    />
  );
}
