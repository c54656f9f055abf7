import { ExtensionStatus } from '@labstock/shared';
import { Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExtensions } from '../../api/extensions/list-extensions';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging, useStayWithinTotal } from '../../lib/paging/use-paging';
import { useSmallScreen } from '../../lib/use-small-screen';
import { ExtensionsTable } from './components/extensions-table';

/** /Extensions (Clerk, Admin): the loaners' requests for a later return date that the rules did not grant at once. */
export function Component() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ExtensionStatus>(ExtensionStatus.Pending);
  const paging = usePaging();
  const { pageNumber, pageSize } = paging.query;
  const requests = useExtensions({ status, pageNumber, pageSize });
  useStayWithinTotal(paging, requests.data?.totalCount);
  useErrorNotification(
    requests.error,
    (error) => `${t('Could not fetch the extension requests: ')}${errorText(error)}`,
  );
  const id = useId();
  const smallScreen = useSmallScreen();
  const names: Record<ExtensionStatus, { tab: string; empty: string }> = {
    Pending: { tab: t('Waiting for a decision'), empty: t('No extension requests wait for a decision.') },
    Approved: { tab: t('Approved'), empty: t('No extension requests were approved.') },
    Declined: { tab: t('Declined'), empty: t('No extension requests were declined.') },
  };
  const tab = (value: ExtensionStatus) => (
    <Tab value={value} label={names[value].tab} id={`${id}-${value}-tab`} aria-controls={`${id}-${value}-panel`} />
  );
  const choose = (next: ExtensionStatus) => {
    setStatus(next);
    paging.setPageIndex(0);
  };

  return (
    <>
      <PageTitle>{t('Extension requests')}</PageTitle>
      <Tabs
        value={status}
        onChange={(_event, next: ExtensionStatus) => choose(next)}
        variant={smallScreen ? 'fullWidth' : 'standard'}
        sx={{ mb: 2 }}
      >
        {tab(ExtensionStatus.Pending)}
        {tab(ExtensionStatus.Approved)}
        {tab(ExtensionStatus.Declined)}
      </Tabs>
      <div role="tabpanel" id={`${id}-${status}-panel`} aria-labelledby={`${id}-${status}-tab`}>
        <ExtensionsTable
          status={status}
          label={names[status].tab}
          emptyText={names[status].empty}
          rows={requests.data?.data}
          totalCount={requests.data?.totalCount}
          totalCapped={requests.data?.totalCapped}
          loading={requests.isFetching}
          paging={paging}
        />
      </div>
    </>
  );
}
