import type { Booking } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useCancelBooking } from '../../api/bookings/cancel-booking';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { formatDate } from '../../lib/dates';
import { loanerName } from '../loaner/loaner-name';

export interface CancelBookingButtonProps {
  booking: Booking;
  /** The booker's own list says "your booking"; the Clerk's names the loaner. */
  own?: boolean;
}

/** Cancels a booking after confirmation; the units set aside for it go back on the shelf. */
export function CancelBookingButton({ booking, own = false }: CancelBookingButtonProps) {
  const { t } = useTranslation();
  const cancellation = useCancelBooking();
  const what = {
    quantity: booking.quantity,
    type: booking.componentTypeName,
    from: formatDate(booking.from),
    to: formatDate(booking.to),
  };
  const text = own
    ? t('Please confirm that you want to cancel your booking of {{quantity}} × {{type}}, {{from}} to {{to}}.', what)
    : t(
        'Please confirm that you want to cancel the booking of {{quantity}} × {{type}} for {{loaner}}, {{from}} to {{to}}.',
        { ...what, loaner: loanerName(booking.loaner, { withAuId: true }) || t('an unknown loaner') },
      );
  return (
    <ConfirmDeleteButton
      label={t('Cancel booking')}
      title={t('Cancel booking')}
      text={text}
      confirmLabel={t('Cancel booking')}
      dismissLabel={t('Keep booking')}
      deletion={cancellation}
      id={booking.bookingId}
      successText={t('The booking was cancelled.')}
      failureText={t('The booking was not cancelled: ')}
    />
  );
}
