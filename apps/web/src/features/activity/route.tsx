import { messages } from '@labstock/shared';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivity } from '../../api/activity/get-activity';
import type { ActivityFilter } from '../../api/activity/keys';
import { DateField } from '../../components/date-field';
import { PageTitle } from '../../components/page-title';
import { ComponentTypePicker } from '../../entities/component-type/component-type-picker';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging } from '../../lib/paging/use-paging';
import { ActivityTable } from './components/activity-table';
import { UserFilterField, useUserFilter } from './components/user-filter';

/** /Activity (Admin): the history of reservations, loans and the catalogue, filtered by user, type and days. */
export function Component() {
  const { t } = useTranslation();
  const paging = usePaging();
  const user = useUserFilter();
  const [filter, setFilter] = useState<Omit<ActivityFilter, 'loanerId'>>({});
  const { pageNumber, pageSize } = paging.query;
  const activity = useActivity({ ...filter, loanerId: user.loanerId, pageNumber, pageSize }, user.ready);
  useErrorNotification(activity.error, (error) => `${t(messages.unsuccessfulWith)}${errorText(error)}`);

  // Every filter change starts again on the first page (spec §4).
  const filterBy = (change: Omit<ActivityFilter, 'loanerId'>) => {
    setFilter((current) => ({ ...current, ...change }));
    paging.setPageIndex(0);
  };
  const filterByUser = (text: string) => {
    user.setText(text);
    paging.setPageIndex(0);
  };

  return (
    <>
      <PageTitle>{t('Activity')}</PageTitle>
      <Stack
        role="search"
        aria-label={t('Activity filters')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        <UserFilterField value={user.text} onChange={filterByUser} error={user.error} />
        <ComponentTypePicker onChange={(componentTypeId) => filterBy({ componentTypeId })} />
        <DateField
          label={t('From')}
          value={filter.from ?? null}
          onChange={(from) => filterBy({ from: from ?? undefined })}
        />
        <DateField
          label={t('To')}
          value={filter.to ?? null}
          minDate={filter.from}
          onChange={(to) => filterBy({ to: to ?? undefined })}
        />
      </Stack>
      <ActivityTable
        rows={user.error ? [] : activity.data?.data}
        totalCount={user.error ? 0 : activity.data?.totalCount}
        totalCapped={!user.error && activity.data?.totalCapped}
        loading={activity.isFetching}
        paging={paging}
      />
    </>
  );
}
