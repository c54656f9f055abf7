import { Dialog, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { HandinDateContent } from './components/handin-date-content';

export interface HandinDateDialogProps {
  open: boolean;
  onClose(): void;
}

/** Spec §2 Handin Date dialog (Admin, Manage menu): changes the default hand-in date offered on hand-out. */
export function HandinDateDialog({ open, onClose }: HandinDateDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Change default handin date</DialogTitle>
      <HandinDateContent onClose={onClose} />
    </Dialog>
  );
}
