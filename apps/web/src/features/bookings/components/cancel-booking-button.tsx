import type { Booking } from '@labstock/shared';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelBooking } from '../../../api/bookings/cancel-booking';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { errorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useNotify } from '../../../lib/notify/use-notify';

/** Cancels a booking after confirmation; the units set aside for it go back on the shelf. */
export function CancelBookingButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancellation = useCancelBooking();
  const notify = useNotify();

  const cancel = () =>
    cancellation.mutate(booking.bookingId, {
      onSuccess: () => notify(t('The booking was cancelled.'), 'success'),
      onError: (error) => notify(`${t('The booking was not cancelled: ')}${errorText(error)}`, 'error'),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Button color="error" startIcon={<EventBusyIcon />} onClick={() => setConfirming(true)}>
        {t('Cancel booking')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('Cancel booking')}
        text={t(
          'Please confirm that you want to cancel the booking of {{quantity}} × {{type}} for {{loaner}}, {{from}} to {{to}}.',
          {
            quantity: booking.quantity,
            type: booking.componentTypeName,
            loaner: loanerName(booking.loaner, { withAuId: true }) || t('an unknown loaner'),
            from: formatDate(booking.from),
            to: formatDate(booking.to),
          },
        )}
        confirmLabel={t('Cancel booking')}
        busy={cancellation.isPending}
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
