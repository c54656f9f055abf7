import { messages } from '@labstock/shared';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { useNotify } from '../../../lib/notify/use-notify';
import { useReminderCount } from '../api/get-reminder-count';
import { useSendReminder } from '../api/send-reminder';

/** 'Sends email to {count}': sends the reminder to every loaner with overdue loans, after confirmation. */
export function SendReminderButton() {
  const count = useReminderCount();
  const sending = useSendReminder();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  useErrorNotification(count.error, (error) => `${messages.unsuccessfulWith}${errorText(error)}`);

  const send = () =>
    sending.mutate(undefined, {
      onSuccess: () => notify(messages.successfullyAdded, 'success'),
      onError: (error) => notify(`${messages.unsuccessfulWith}${errorText(error)}`, 'error'),
      onSettled: () => setConfirming(false),
    });

  const recipients = count.data;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SendIcon />}
        // Nobody to remind, or the count is not known yet.
        disabled={!recipients}
        onClick={() => setConfirming(true)}
      >
        {`Sends email to ${recipients ?? '…'}`}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Send reminder"
        text={messages.confirmReminder(recipients ?? 0)}
        confirmLabel="Send"
        busy={sending.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
