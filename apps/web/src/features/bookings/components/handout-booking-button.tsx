import { type Booking, messages } from '@labstock/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HandoutBookingDialog } from './handout-booking-dialog';

/** Opens the booking's hand-out; warns (colour, icon and description) when the loaner has overdue loans. */
export function HandoutBookingButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const overdue = booking.loaner?.hasOverdueLoans ?? false;
  const button = (
    <Button
      variant="contained"
      size="small"
      color={overdue ? 'warning' : 'primary'}
      startIcon={overdue ? <WarningAmberIcon /> : undefined}
      onClick={() => setOpen(true)}
    >
      {t('Hand out')}
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
      {/* Mounted only while open: each hand-out starts from the booking's own return date. */}
      {open && <HandoutBookingDialog booking={booking} onClose={() => setOpen(false)} />}
    </>
  );
}
