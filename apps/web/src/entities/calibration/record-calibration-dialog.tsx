import type { Component } from '@labstock/shared';
import { Alert, Dialog, DialogContent, DialogTitle, LinearProgress, Stack, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordCalibration } from '../../api/calibrations/record-calibration';
import { useLabToday } from '../../api/environment/lab-today';
import { DateField } from '../../components/date-field';
import { DialogForm } from '../../components/dialog-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { validationText } from '../../lib/api-error';
import { useNotify } from '../../lib/notify/use-notify';
import { useSmallScreen } from '../../lib/use-small-screen';

/** The server keeps this much of a certificate's reference and of a note (the calibration request's limits). */
const MAX_CERTIFICATE_LENGTH = 200;
const MAX_NOTE_LENGTH = 2000;

export interface RecordCalibrationDialogProps {
  component: Pick<Component, 'componentId' | 'componentNumber' | 'calibratedOn'>;
  /** Names the unit, with its number, in the title. */
  title: string;
  onClose(): void;
}

/**
 * A calibration of one unit (LAB.md "Calibration"): the day it was calibrated, on or before the lab's today and not
 * before its latest one, with the certificate's reference and a note. Each opening starts a fresh form.
 */
export function RecordCalibrationDialog({ component, title, onClose }: RecordCalibrationDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const smallScreen = useSmallScreen();
  const notify = useNotify();
  const labToday = useLabToday();
  const record = useRecordCalibration(component.componentId);
  // Undefined until the user picks a date: the lab's today meanwhile.
  const [chosenDate, setChosenDate] = useState<string | null>();
  const [certificate, setCertificate] = useState('');
  const [note, setNote] = useState('');
  const calibratedOn = chosenDate === undefined ? (labToday ?? null) : chosenDate;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!calibratedOn) return;
    record.mutate(
      { calibratedOn, certificate: certificate.trim() || null, note: note.trim() || null },
      {
        onSuccess: () => {
          notify(t('Calibration recorded'), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={record.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      fullScreen={smallScreen}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogForm onSubmit={send}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {labToday === undefined ? (
              <LinearProgress aria-label={t("Loading the lab's today")} />
            ) : (
              <DateField
                label={t('Calibration date')}
                value={calibratedOn}
                onChange={setChosenDate}
                minDate={component.calibratedOn ?? undefined}
                maxDate={labToday}
                requiredText={t('Choose the day of the calibration')}
                fullWidth
              />
            )}
            <TextField
              label={t('Certificate')}
              value={certificate}
              onChange={(event) => setCertificate(event.target.value)}
              helperText={t('Its number, or where it is filed')}
              slotProps={{ htmlInput: { maxLength: MAX_CERTIFICATE_LENGTH } }}
            />
            <TextField
              label={t('Note (optional)')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
            />
            {record.error && (
              <Alert severity="error" role="alert">
                {validationText(record.error)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={record.isPending} incomplete={!calibratedOn} />
      </DialogForm>
    </Dialog>
  );
}
