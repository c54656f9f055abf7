import type { Booking } from '@labstock/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OverdueAwareButton } from '../../../entities/lending/overdue-aware-button';
import { HandoutBookingDialog } from './handout-booking-dialog';

/** Opens the booking's hand-out; warns when the loaner has overdue loans. */
export function HandoutBookingButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <OverdueAwareButton
        overdue={booking.loaner?.hasOverdueLoans ?? false}
        label={t('Hand out')}
        onClick={() => setOpen(true)}
      />
      {/* Mounted only while open: each hand-out starts from the booking's own return date. */}
      {open && <HandoutBookingDialog booking={booking} onClose={() => setOpen(false)} />}
    </>
  );
}
