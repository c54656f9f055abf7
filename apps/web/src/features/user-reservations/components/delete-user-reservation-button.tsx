import { messages, type Reservation } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useDeleteUserReservation } from '../../../api/reservations/delete-user-reservation';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';

/** Cancels one of the Loaner's own reservations after confirmation. */
export function DeleteUserReservationButton({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const deletion = useDeleteUserReservation();
  const { componentTypeName, componentNumber } = reservation.component;
  return (
    <ConfirmDeleteButton
      label={t('Delete reservation')}
      title={t('Delete reservation')}
      text={t('Please confirm that you want to delete your reservation of {{type}} (no. {{number}}).', {
        type: componentTypeName,
        number: componentNumber,
      })}
      deletion={deletion}
      id={reservation.reservationId}
      successText={t(messages.reservationDeletionSuccessful)}
      failureText={t(messages.reservationDeletionUnsuccessful)}
    />
  );
}
