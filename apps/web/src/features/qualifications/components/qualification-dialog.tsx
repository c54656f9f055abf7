import { MAX_QUALIFICATION_VALID_FOR_DAYS, type Qualification } from '@labstock/shared';
import { Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveQualification } from '../../../api/qualifications/save-qualification';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { errorText } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify/use-notify';
import { useOnOpen } from '../../../lib/use-on-open';

export interface QualificationDialogProps {
  /** The qualification to edit; a new one when null. */
  qualification: Qualification | null;
  open: boolean;
  onClose(): void;
}

/** Days as typed: a whole number within the server's bounds, or null. */
function validDays(text: string): number | null {
  const days = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return days >= 1 && days <= MAX_QUALIFICATION_VALID_FOR_DAYS ? days : null;
}

/**
 * Adds or edits a qualification: its name, description and how long a grant of it is valid, some days or without
 * end. It stays open when the server refuses (a taken name), with the reason in the notice.
 */
export function QualificationDialog({ qualification, open, onClose }: QualificationDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveQualification();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [withoutEnd, setWithoutEnd] = useState(true);
  const [days, setDays] = useState('');
  const [checked, setChecked] = useState(false);

  useOnOpen(open, () => {
    setName(qualification?.name ?? '');
    setDescription(qualification?.description ?? '');
    setWithoutEnd(qualification ? qualification.validForDays === null : true);
    setDays(qualification?.validForDays?.toString() ?? '');
    setChecked(false);
  });

  const nameMissing = checked && !name.trim();
  const daysWrong = checked && !withoutEnd && validDays(days) === null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const validForDays = withoutEnd ? null : validDays(days);
    if (!name.trim() || (!withoutEnd && validForDays === null)) return;
    save.mutate(
      { qualificationId: qualification?.qualificationId ?? 0, name, description: description || null, validForDays },
      {
        onSuccess: () => {
          notify(qualification ? t('Qualification saved') : t('Qualification added'), 'success');
          onClose();
        },
        onError: (error) => notify(`${t('The qualification could not be saved: ')}${errorText(error)}`, 'error'),
      },
    );
  };

  const busy = save.isPending;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{qualification ? t('Edit qualification') : t('Add qualification')}</DialogTitle>
      <DialogForm onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('Name')}
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              error={nameMissing}
              helperText={nameMissing ? t('Name is required') : undefined}
              autoFocus
            />
            <TextField
              label={t('Description')}
              multiline
              minRows={3}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <FormControlLabel
              control={<Checkbox checked={withoutEnd} onChange={(event) => setWithoutEnd(event.target.checked)} />}
              label={t('Without end')}
            />
            {!withoutEnd && (
              <TextField
                label={t('Valid for (days)')}
                required
                inputMode="numeric"
                value={days}
                onChange={(event) => setDays(event.target.value)}
                error={daysWrong}
                helperText={
                  daysWrong
                    ? t('Enter a whole number of days from 1 to {{most}}.', { most: MAX_QUALIFICATION_VALID_FOR_DAYS })
                    : t('A grant counts this many days from the day it is granted')
                }
              />
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy} />
      </DialogForm>
    </Dialog>
  );
}
