import type { Loan } from '@labstock/shared';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HandinDialog } from '../../../entities/lending/handin-dialog';

export function HandinButton({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="small" startIcon={<AssignmentReturnIcon />} onClick={() => setOpen(true)}>
        {t('Handin')}
      </Button>
      {open && <HandinDialog loan={loan} onClose={() => setOpen(false)} />}
    </>
  );
}
