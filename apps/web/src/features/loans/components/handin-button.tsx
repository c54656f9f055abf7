import type { Loan } from '@labstock/shared';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { Button } from '@mui/material';
import { useState } from 'react';
import { HandinDialog } from './handin-dialog';

export function HandinButton({ loan }: { loan: Loan }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="small" startIcon={<AssignmentReturnIcon />} onClick={() => setOpen(true)}>
        Handin
      </Button>
      {open && <HandinDialog loan={loan} onClose={() => setOpen(false)} />}
    </>
  );
}
