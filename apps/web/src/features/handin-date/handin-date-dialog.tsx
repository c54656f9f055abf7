import { Dialog, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HandinDateContent } from './components/handin-date-content';

export interface HandinDateDialogProps {
  open: boolean;
  onClose(): void;
}

/** Spec §2 Handin Date dialog (Admin, Manage menu): changes the default hand-in date offered on hand-out. */
export function HandinDateDialog({ open, onClose }: HandinDateDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('Change default handin date')}</DialogTitle>
      <HandinDateContent onClose={onClose} />
    </Dialog>
  );
}
