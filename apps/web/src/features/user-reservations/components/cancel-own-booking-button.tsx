import type { Booking } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useCancelBooking } from '../../../api/bookings/cancel-booking';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { formatDate } from '../../../lib/dates';

/** Cancels one of the user's own bookings after confirmation; units set aside for it go back on the shelf. */
export function CancelOwnBookingButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const cancellation = useCancelBooking();
  return (
    <ConfirmDeleteButton
      label={t('Cancel booking')}
      title={t('Cancel booking')}
      text={t('Please confirm that you want to cancel your booking of {{quantity}} × {{type}}, {{from}} to {{to}}.', {
        quantity: booking.quantity,
        type: booking.componentTypeName,
        from: formatDate(booking.from),
        to: formatDate(booking.to),
      })}
      confirmLabel={t('Cancel booking')}
      deletion={cancellation}
      id={booking.bookingId}
      successText={t('The booking was cancelled.')}
      failureText={t('The booking was not cancelled: ')}
    />
  );
}
