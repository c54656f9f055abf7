import { messages, type Reservation } from '@labstock/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HandoutDialog } from '../../../entities/lending/handout-dialog';

/** Opens the hand-out dialog; warns (colour, icon and description) when the loaner has overdue loans. */
export function HandoutButton({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const overdue = reservation.loaner?.hasOverdueLoans ?? false;
  const button = (
    <Button
      variant="contained"
      size="small"
      color={overdue ? 'warning' : 'primary'}
      startIcon={overdue ? <WarningAmberIcon /> : undefined}
      onClick={() => setOpen(true)}
    >
      {t('Handout')}
    </Button>
  );
  return (
    <>
      {overdue ? (
        <Tooltip describeChild title={t(messages.loanerHasOverdueLoans)}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
      <HandoutDialog open={open} reservation={reservation} onClose={() => setOpen(false)} />
    </>
  );
}
