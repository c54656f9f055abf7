import { Button, DialogActions } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface FormDialogActionsProps {
  onCancel(): void;
  /** The form is being sent: both buttons are disabled. */
  busy?: boolean;
  /** Confirm waits for something the form still lacks. */
  incomplete?: boolean;
}

/** Cancel and Confirm at the foot of a dialog's form; Confirm submits the form around it. */
export function FormDialogActions({ onCancel, busy = false, incomplete = false }: FormDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {t('Cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={busy || incomplete}>
        {t('Confirm')}
      </Button>
    </DialogActions>
  );
}
