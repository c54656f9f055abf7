import { TrainingRequestStatus } from '@labstock/shared';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrainingRequests } from '../../api/qualifications/list-training-requests';
import { PageTitle } from '../../components/page-title';
import { WithClosedCheckbox } from '../../components/with-closed-checkbox';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging, useStayWithinTotal } from '../../lib/paging/use-paging';
import { TrainingRequestsTable } from './components/training-requests-table';

/**
 * /TrainingRequests (Clerk, Admin): the loaners' requests for a training (LAB.md "Qualifications"), the open ones
 * oldest first, or every request; each open one is closed by granting or declining it.
 */
export function Component() {
  const { t } = useTranslation();
  const [withClosed, setWithClosed] = useState(false);
  const paging = usePaging();
  const { pageNumber, pageSize } = paging.query;
  // Without a status the server lists every request.
  const requests = useTrainingRequests({
    pageNumber,
    pageSize,
    status: withClosed ? undefined : TrainingRequestStatus.Open,
  });
  useStayWithinTotal(paging, requests.data?.totalCount);
  useErrorNotification(requests.error, (error) => `${t('Could not fetch the training requests: ')}${errorText(error)}`);

  return (
    <>
      <PageTitle>{t('Training requests')}</PageTitle>
      <Stack spacing={2}>
        <WithClosedCheckbox
          label={t('Show granted and declined requests')}
          checked={withClosed}
          onChange={setWithClosed}
          paging={paging}
        />
        <TrainingRequestsTable
          rows={requests.data?.data}
          totalCount={requests.data?.totalCount}
          totalCapped={requests.data?.totalCapped}
          loading={requests.isFetching}
          paging={paging}
          withClosed={withClosed}
          emptyText={withClosed ? t('No one has asked for a training.') : t('No training requests are open.')}
        />
      </Stack>
    </>
  );
}
