import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';

export interface HandinDateDialogProps {
  open: boolean;
  onClose(): void;
}

/** Placeholder: replace with the Handin Date dialog of spec §2 (Manage menu → Handin Date). */
export function HandinDateDialog({ open, onClose }: HandinDateDialogProps) {
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>Change default handin date</DialogTitle>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
