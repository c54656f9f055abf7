import type { Booking, Loaner } from '@labstock/shared';
import { Dialog, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingForm } from '../../../entities/booking/booking-form';
import { ComponentTypePicker } from '../../../entities/component-type/component-type-picker';
import { LoanerLookup } from '../../../entities/loaner/loaner-lookup';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { formatDate } from '../../../lib/dates';
import { useNotify } from '../../../lib/notify/use-notify';
import { useSmallScreen } from '../../../lib/use-small-screen';

/**
 * A Clerk's booking for a loaner (a class's kits, LENDING.md "Bookings ahead"): the loaner by AU id and the type,
 * then the booking form without the Loaner's quantity limit.
 */
export function NewBookingDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotify();
  const [loaner, setLoaner] = useState<Loaner | null>(null);
  const [componentTypeId, setComponentTypeId] = useState<number>();

  const booked = (made: Booking) => {
    notify(
      t('Booked {{quantity}} × {{type}} for {{loaner}}, {{from}} to {{to}}.', {
        quantity: made.quantity,
        type: made.componentTypeName,
        loaner: loanerName(made.loaner ?? loaner, { withAuId: true }),
        from: formatDate(made.from),
        to: formatDate(made.to),
      }),
      'success',
    );
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={useSmallScreen()}>
      <DialogTitle id={titleId}>{t('New booking')}</DialogTitle>
      <BookingForm
        componentTypeId={componentTypeId}
        loanerId={loaner?.loanerId}
        quantityLimited={false}
        waiting={loaner === null}
        onBooked={booked}
        onClose={onClose}
        leadingFields={
          <>
            <LoanerLookup onFound={setLoaner} />
            {loaner && (
              <Typography>
                {t('Loaner: {{name}} ({{auId}})', { name: loanerName(loaner), auId: loaner.auId })}
              </Typography>
            )}
            <ComponentTypePicker onChange={setComponentTypeId} required fullWidth />
          </>
        }
      />
    </Dialog>
  );
}
