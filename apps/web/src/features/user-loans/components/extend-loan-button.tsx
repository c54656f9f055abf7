import type { Loan } from '@labstock/shared';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Button, Dialog, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { ExtendLoanContent } from './extend-loan-form';

/** "Extend" on one of the loaner's own loans, and its dialog: each opening asks afresh what the loan can get. */
export function ExtendLoanButton({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const smallScreen = useSmallScreen();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<EventRepeatIcon />} onClick={() => setOpen(true)}>
        {t('Extend')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={smallScreen}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('Extend your loan of {{name}}', { name: loan.component.componentTypeName })}
        </DialogTitle>
        {open && <ExtendLoanContent loanId={loan.loanId} onClose={close} />}
      </Dialog>
    </>
  );
}
