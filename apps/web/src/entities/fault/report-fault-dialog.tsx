import { type FaultReport, faultReportRequest } from '@labstock/shared';
import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportFault } from '../../api/components/report-fault';
import { DialogForm } from '../../components/dialog-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ImageFileInput } from '../../components/image-file-input';
import { validationText } from '../../lib/api-error';
import { useNotify } from '../../lib/notify/use-notify';
import type { FaultyUnit } from './faulty-unit';

export interface ReportFaultDialogProps {
  unit: FaultyUnit;
  onClose(): void;
}

/**
 * What is wrong with a unit, and a photo if one helps. Mounted only while open, so each opening starts empty. The
 * confirmation says what happens next: a unit on the shelf is out of lending at once (its report is on a repair
 * ticket), one held or on loan is judged at its hand-in.
 */
export function ReportFaultDialog({ unit, onClose }: ReportFaultDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const report = useReportFault();
  const titleId = useId();
  const [description, setDescription] = useState('');
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const descriptionRef = useRef<HTMLInputElement>(null);
  const checked = faultReportRequest.safeParse({ description });
  const issue = checked.success ? undefined : checked.error.issues[0];

  const confirmation = (answer: FaultReport) =>
    answer.repairTicketId === null
      ? t('Thank you — the fault is reported. The Clerk sees it when the unit is handed in.')
      : t('Thank you — the fault is reported. The unit is taken out of lending until it is repaired.');

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (issue) {
      // The field says what is wrong; the focus brings the user, and a screen reader, to it.
      setTried(true);
      descriptionRef.current?.focus();
      return;
    }
    report.mutate(
      { componentId: unit.componentId, description, imageFile },
      {
        onSuccess: (answer) => {
          notify(confirmation(answer), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={report.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('Report a fault on {{type}} No. {{number}}', {
          type: unit.componentTypeName,
          number: unit.componentNumber,
        })}
      </DialogTitle>
      <DialogForm onSubmit={send}>
        <DialogContent>
          <Stack spacing={2}>
            <TextField
              label={t('What is wrong?')}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              required
              multiline
              minRows={3}
              autoFocus
              inputRef={descriptionRef}
              error={tried && issue !== undefined}
              helperText={tried && issue ? t(issue.message) : t('Say what you noticed, and when it happens.')}
            />
            <ImageFileInput value={imageFile} onChange={setImageFile} />
            {report.error && <Alert severity="error">{validationText(report.error)}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={report.isPending} />
      </DialogForm>
    </Dialog>
  );
}
