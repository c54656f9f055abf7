import { messages } from '@labstock/shared';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReminderCount } from '../../../api/mail/get-reminder-count';
import { useReminderProgress } from '../../../api/mail/get-reminder-progress';
import { useSendReminder } from '../../../api/mail/send-reminder';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { confirmReminder } from '../../../i18n/parametrised-messages';
import { errorText } from '../../../lib/api-error';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { useNotify } from '../../../lib/notify/use-notify';

/** 'Sends email to {count}': sends the reminder to every loaner with overdue loans, after confirmation. */
export function SendReminderButton() {
  const { t } = useTranslation();
  const count = useReminderCount();
  const sending = useSendReminder();
  const run = useReminderProgress().data;
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  useErrorNotification(count.error, (error) => `${t(messages.unsuccessfulWith)}${errorText(error)}`);

  const send = () =>
    sending.mutate(undefined, {
      onSuccess: () => notify(t(messages.successfullyAdded), 'success'),
      onError: (error) => notify(`${t(messages.unsuccessfulWith)}${errorText(error)}`, 'error'),
      onSettled: () => setConfirming(false),
    });

  const recipients = count.data;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SendIcon />}
        // Nobody to remind, the count is not known yet, or a send is under way.
        disabled={!recipients || run?.finished === false}
        onClick={() => setConfirming(true)}
      >
        {t('Sends email to {{recipients}}', { recipients: recipients ?? '…' })}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('Send reminder')}
        text={confirmReminder(t, recipients ?? 0)}
        confirmLabel={t('Send')}
        busy={sending.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
