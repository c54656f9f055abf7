import { messages } from '@labstock/shared';
import { Card, CardActions, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReminderTemplate } from '../../../api/mail/get-reminder-template';
import { errorText } from '../../../lib/api-error';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { ReminderProgress } from './reminder-progress';
import { SendReminderButton } from './send-reminder-button';
import { TemplatePreview } from './template-preview';

/** The reminder box: what the overdue reminder says, and the button that sends it. */
export function ReminderCard() {
  const { t } = useTranslation();
  const template = useReminderTemplate();
  const titleId = useId();
  useErrorNotification(template.error, (error) => `${t(messages.unsuccessfulWith)}${errorText(error)}`);

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardHeader
        title={t('Overdue reminder')}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h5' } }}
      />
      <CardContent>
        {template.isPending && <LinearProgress aria-label={t('Loading the reminder template')} />}
        {template.data && (
          <>
            <Typography gutterBottom>
              <Typography component="span" color="text.secondary">
                {t('Subject:')}{' '}
              </Typography>
              {template.data.subject}
            </Typography>
            <TemplatePreview template={template.data} />
          </>
        )}
        <ReminderProgress />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <SendReminderButton />
      </CardActions>
    </Card>
  );
}
