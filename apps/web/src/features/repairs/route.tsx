import { openRepairStatuses, type RepairTicket } from '@labstock/shared';
import { Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRepairs } from '../../api/repairs/list-repairs';
import { PageTitle } from '../../components/page-title';
import { SearchField } from '../../components/search-field';
import { WithClosedCheckbox } from '../../components/with-closed-checkbox';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging, useStayWithinTotal } from '../../lib/paging/use-paging';
import { RepairTicketDialog } from './components/repair-ticket-dialog';
import { RepairsTable } from './components/repairs-table';

/**
 * /Repairs (Clerk, Admin): the repair tickets still being worked on, oldest first, or every ticket, searched by the
 * type's name (the Clerk with the unit in hand); each opens.
 */
export function Component() {
  const { t } = useTranslation();
  const [withClosed, setWithClosed] = useState(false);
  const paging = usePaging();
  // Without a status the server lists every ticket.
  const tickets = useRepairs({ ...paging.query, status: withClosed ? undefined : openRepairStatuses });
  useStayWithinTotal(paging, tickets.data?.totalCount);
  useErrorNotification(tickets.error, (error) => `${t('Could not fetch the repair tickets: ')}${errorText(error)}`);
  const [opened, setOpened] = useState<RepairTicket | null>(null);
  const close = useCallback(() => setOpened(null), []);

  return (
    <>
      <PageTitle>{t('Repairs')}</PageTitle>
      <Stack spacing={2}>
        <SearchField label={t('Search for repairs')} onSearch={paging.setSearchString} />
        <WithClosedCheckbox
          label={t('Show fixed and scrapped tickets')}
          checked={withClosed}
          onChange={setWithClosed}
          paging={paging}
        />
        <RepairsTable
          rows={tickets.data?.data}
          totalCount={tickets.data?.totalCount}
          totalCapped={tickets.data?.totalCapped}
          loading={tickets.isFetching}
          paging={paging}
          emptyText={withClosed ? t('No unit has been in repair.') : t('No unit is in repair.')}
          onOpen={setOpened}
        />
      </Stack>
      {/* Keyed by ticket: each opening starts with an empty note and the ticket's own cost. */}
      {opened && <RepairTicketDialog key={opened.repairTicketId} listed={opened} onClose={close} />}
    </>
  );
}
