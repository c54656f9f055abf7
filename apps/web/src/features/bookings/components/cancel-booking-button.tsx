import type { Booking } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useCancelBooking } from '../../../api/bookings/cancel-booking';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { formatDate } from '../../../lib/dates';

/** Cancels a booking after confirmation; the units set aside for it go back on the shelf. */
export function CancelBookingButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const cancellation = useCancelBooking();
  return (
    <ConfirmDeleteButton
      label={t('Cancel booking')}
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
      deletion={cancellation}
      id={booking.bookingId}
      successText={t('The booking was cancelled.')}
      failureText={t('The booking was not cancelled: ')}
    />
  );
}
