import { messages, type Reservation } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useDeleteReservation } from '../../../api/reservations/delete-reservation';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { loanerName } from '../../../entities/loaner/loaner-name';

/** Deletes a reservation after confirmation (Clerk). */
export function DeleteReservationButton({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const deletion = useDeleteReservation();
  const { componentTypeName, componentNumber } = reservation.component;
  return (
    <ConfirmDeleteButton
      label={t('Delete')}
      title={t('Delete reservation')}
      text={t('Please confirm that you want to delete the reservation of {{type}} (no. {{number}}) for {{loaner}}.', {
        type: componentTypeName,
        number: componentNumber,
        loaner: loanerName(reservation.loaner, { withAuId: true }) || t('an unknown loaner'),
      })}
      deletion={deletion}
      id={reservation.reservationId}
      successText={t(messages.reservationDeletionSuccessful)}
      failureText={t(messages.reservationDeletionUnsuccessful)}
    />
  );
}
