import { MAX_DECLINE_REASON_LENGTH, type TrainingRequest } from '@labstock/shared';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideTrainingRequest } from '../../../api/qualifications/decide-training-request';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { validationText } from '../../../lib/api-error';
import { useNotify } from '../../../lib/notify/use-notify';

export interface DeclineTrainingDialogProps {
  request: TrainingRequest;
  onClose(): void;
}

/**
 * Declining closes the request, with a reason if the Clerk gives one. The list holds the dialog, not the row: a
 * refusal stays on screen even when the row has gone (another Clerk decided first).
 */
export function DeclineTrainingDialog({ request, onClose }: DeclineTrainingDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const decision = useDecideTrainingRequest();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const loaner = loanerName(request.loaner) || t('an unknown loaner');

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given = reason.trim();
    decision.mutate(
      { trainingRequestId: request.trainingRequestId, grant: false, ...(given && { reason: given }) },
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
      <DialogTitle id={titleId}>{t('Decline the training request')}</DialogTitle>
      <DialogForm onSubmit={send}>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {t('{{loaner}} asked for the training in {{qualification}}.', {
                loaner: loanerName(request.loaner, { withAuId: true }) || t('an unknown loaner'),
                qualification: request.qualificationName,
              })}
            </DialogContentText>
            <TextField
              label={t('Reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              multiline
              minRows={2}
              autoFocus
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
