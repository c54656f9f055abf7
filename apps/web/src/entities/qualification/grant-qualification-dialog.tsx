import { Alert, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabToday } from '../../api/environment/lab-today';
import { useGrantQualification } from '../../api/qualifications/grant-qualification';
import { useAllQualifications } from '../../api/qualifications/list-qualifications';
import { DateField } from '../../components/date-field';
import { DialogForm } from '../../components/dialog-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { validationText } from '../../lib/api-error';
import { useNotify } from '../../lib/notify/use-notify';
import { useSmallScreen } from '../../lib/use-small-screen';

export interface GrantQualificationDialogProps {
  loanerId: number;
  /** The loaner's name, as the notice says who now holds it. */
  loanerName: string;
  onClose(): void;
}

/** A Clerk or Admin grants one of the lab's qualifications (again: renews it) from a day, today unless chosen. */
export function GrantQualificationDialog({ loanerId, loanerName, onClose }: GrantQualificationDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const smallScreen = useSmallScreen();
  const qualifications = useAllQualifications();
  const labToday = useLabToday();
  const granting = useGrantQualification();
  const [qualificationId, setQualificationId] = useState('');
  // Null until the user picks a day: the server's today is then the grant's first day.
  const [grantedOn, setGrantedOn] = useState<string | null>(null);
  const [dateInvalid, setDateInvalid] = useState(false);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog may sit inside another form (the user's edit): its submit must not reach that one.
    event.stopPropagation();
    if (!qualificationId || dateInvalid) return;
    granting.mutate(
      { loanerId, qualificationId: Number(qualificationId), ...(grantedOn && { grantedOn }) },
      {
        onSuccess: (grant) => {
          notify(
            t('{{loaner}} now holds {{qualification}}.', { loaner: loanerName, qualification: grant.name }),
            'success',
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={granting.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      fullScreen={smallScreen}
    >
      <DialogTitle id={titleId}>{t('Grant qualification')}</DialogTitle>
      <DialogForm onSubmit={send}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('Qualification')}
              value={qualificationId}
              onChange={(event) => setQualificationId(event.target.value)}
              required
              autoFocus
              helperText={qualifications.isError ? validationText(qualifications.error) : undefined}
              error={qualifications.isError}
            >
              {(qualifications.data ?? []).map((qualification) => (
                <MenuItem key={qualification.qualificationId} value={String(qualification.qualificationId)}>
                  {qualification.name}
                </MenuItem>
              ))}
            </TextField>
            <DateField
              label={t('Granted on')}
              value={grantedOn ?? labToday ?? null}
              maxDate={labToday}
              onChange={(value) => {
                setDateInvalid(value === null);
                setGrantedOn(value);
              }}
              requiredText={t('Choose the day of the training')}
              fullWidth
            />
            {granting.error && <Alert severity="error">{validationText(granting.error)}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={granting.isPending} incomplete={!qualificationId || dateInvalid} />
      </DialogForm>
    </Dialog>
  );
}
