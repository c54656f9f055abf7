import { messages } from '@labstock/shared';
import { Card, CardActions, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { errorText } from '../../../lib/api-error';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { useReminderTemplate } from '../api/get-reminder-template';
import { SendReminderButton } from './send-reminder-button';
import { TemplatePreview } from './template-preview';

/** The reminder box: what the overdue reminder says, and the button that sends it. */
export function ReminderCard() {
  const template = useReminderTemplate();
  const titleId = useId();
  useErrorNotification(template.error, (error) => `${messages.unsuccessfulWith}${errorText(error)}`);

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardHeader title="Overdue reminder" slotProps={{ title: { id: titleId, component: 'h2', variant: 'h5' } }} />
      <CardContent>
        {template.isPending && <LinearProgress aria-label="Loading the reminder template" />}
        {template.data && (
          <>
            <Typography gutterBottom>
              <Typography component="span" color="text.secondary">
                Subject:{' '}
              </Typography>
              {template.data.subject}
            </Typography>
            <TemplatePreview template={template.data} />
          </>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <SendReminderButton />
      </CardActions>
    </Card>
  );
}
