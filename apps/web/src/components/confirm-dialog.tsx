import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel?: string;
  /** The button that leaves things as they are; 'Cancel' unless that would read as the action (cancelling a booking). */
  dismissLabel?: string;
  onConfirm(): void;
  onClose(): void;
  /** The confirmed action is running: buttons are disabled. */
  busy?: boolean;
}

/** Asks before a deletion or another action that cannot be undone (spec §2: every deletion). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  dismissLabel,
  onConfirm,
  onClose,
  busy,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {dismissLabel ?? t('Cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error" autoFocus>
          {confirmLabel ?? t('Confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
