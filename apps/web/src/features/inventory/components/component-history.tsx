import type { Component } from '@labstock/shared';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useComponentHistory } from '../../../api/components/get-component-history';
import { PagingControls } from '../../../components/paging-controls';
import { changeText, whatText, whoText } from '../../../entities/activity/describe-activity';
import { errorText } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatDateTime } from '../../../lib/dates';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { usePaging } from '../../../lib/paging/use-paging';

/** The 'History' of an expanded inventory row, for Clerks and Admins: when, who, what, before → after. */
export function ComponentHistory({ component }: { component: Component }) {
  const { isAdmin, isClerk } = useAuth();
  if (!isAdmin && !isClerk) return null;
  return <HistoryList component={component} />;
}

function HistoryList({ component }: { component: Component }) {
  const { t } = useTranslation();
  const headingId = useId();
  const paging = usePaging();
  const { pageNumber, pageSize } = paging.query;
  const history = useComponentHistory(component, { pageNumber, pageSize });
  useErrorNotification(history.error, (error) => `${t('Could not fetch the history: ')}${errorText(error)}`);
  const entries = history.data?.data;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h3" id={headingId}>
        {t('History of component {{number}}', { number: component.componentNumber })}
      </Typography>
      <Box sx={{ height: 4 }}>{history.isFetching && <LinearProgress aria-label={t('Loading history')} />}</Box>
      <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries?.map((entry) => (
          <Box component="li" key={entry.activityId} sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="body2">
              <Box component="time" dateTime={entry.at} sx={{ fontWeight: 'medium' }}>
                {formatDateTime(entry.at)}
              </Box>
              {` · ${whoText(entry)} · ${whatText(entry)}`}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {changeText(entry)}
            </Typography>
          </Box>
        ))}
      </Box>
      {entries?.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('No history yet')}
        </Typography>
      )}
      <PagingControls
        totalCount={history.data?.totalCount}
        totalCapped={history.data?.totalCapped}
        paging={paging}
        rowsPerPageLabel={t('Events per page:')}
      />
    </Box>
  );
}
