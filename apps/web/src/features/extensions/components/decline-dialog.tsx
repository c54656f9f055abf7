import { type ExtensionRequest, MAX_DECLINE_REASON_LENGTH } from '@labstock/shared';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideExtension } from '../../../api/extensions/decide-extension';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { validationText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useNotify } from '../../../lib/notify/use-notify';

export interface DeclineDialogProps {
  request: ExtensionRequest;
  onClose(): void;
}

/**
 * Declining asks for the reason the loaner reads in the e-mail: the server refuses a decline without one. The list
 * holds the dialog, not the request's row: a refusal stays on screen even when the row has gone (another Clerk
 * decided first).
 */
export function DeclineDialog({ request, onClose }: DeclineDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const decision = useDecideExtension();
  const loaner = loanerName(request.loan.loaner) || t('an unknown loaner');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);
  const missing = reason.trim() === '';

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missing) {
      // The field says what is missing; the focus brings the user, and a screen reader, to it.
      setTried(true);
      reasonRef.current?.focus();
      return;
    }
    decision.mutate(
      { extensionRequestId: request.extensionRequestId, approve: false, reason: reason.trim() },
      {
        onSuccess: () => {
          notify(t("{{loaner}}'s request was declined.", { loaner }), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={decision.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('Decline the extension')}</DialogTitle>
      <DialogForm onSubmit={send}>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {t('{{loaner}} asked to keep {{component}} until {{date}}.', {
                loaner: loanerName(request.loan.loaner, { withAuId: true }) || t('an unknown loaner'),
                component: request.loan.component.componentTypeName,
                date: formatDate(request.requestedReturnDate),
              })}
            </DialogContentText>
            <TextField
              label={t('Reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              multiline
              minRows={2}
              autoFocus
              inputRef={reasonRef}
              error={tried && missing}
              helperText={
                tried && missing ? t('Give the loaner a reason for declining') : t('The loaner reads it in an e-mail.')
              }
              slotProps={{ htmlInput: { maxLength: MAX_DECLINE_REASON_LENGTH } }}
            />
            {decision.error && <Alert severity="error">{validationText(decision.error)}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={decision.isPending} />
      </DialogForm>
    </Dialog>
  );
}
