import { Box, LinearProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateAll } from '../../../api/invalidate-all';
import { useReminderProgress } from '../../../api/mail/get-reminder-progress';
import { mailKeys } from '../../../api/mail/keys';

/**
 * The latest reminder send: a progress bar with "Sent 1,200 of 5,000" while it runs (followed every second), its
 * final counts after. The log and the recipient count are asked again when a run seen sending has finished.
 */
export function ReminderProgress() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: run } = useReminderProgress();
  const sendingRunId = useRef<number | null>(null);

  useEffect(() => {
    if (!run) return;
    if (!run.finished) sendingRunId.current = run.reminderRunId;
    else if (sendingRunId.current === run.reminderRunId) {
      sendingRunId.current = null;
      void invalidateAll(queryClient, [mailKeys.logs, mailKeys.count]);
    }
  }, [run, queryClient]);

  if (!run) return null;
  const done = run.sent + run.failed;
  return (
    <Box sx={{ mt: 2 }}>
      {!run.finished && (
        <LinearProgress
          variant="determinate"
          value={run.total === 0 ? 0 : (100 * done) / run.total}
          aria-label={t('Reminder send progress')}
          sx={{ mb: 1 }}
        />
      )}
      <Typography role="status" color="text.secondary">
        {run.finished
          ? t('Last reminder send: {{sent, number}} sent, {{failed, number}} failed', run)
          : t('Sent {{done, number}} of {{total, number}}', { done, total: run.total })}
      </Typography>
    </Box>
  );
}
