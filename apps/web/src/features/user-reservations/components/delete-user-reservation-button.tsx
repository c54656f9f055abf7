import { messages, type Reservation } from '@labstock/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { useNotify } from '../../../lib/notify/use-notify';
import { useDeleteUserReservation } from '../api/delete-user-reservation';

/** Cancels one of the Loaner's own reservations after confirmation. */
export function DeleteUserReservationButton({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteUserReservation();
  const notify = useNotify();
  const { componentTypeName, componentNumber } = reservation.component;

  const remove = () =>
    deletion.mutate(reservation.reservationId, {
      onSuccess: () => notify(t(messages.reservationDeletionSuccessful), 'success'),
      onError: (error) => notify(`${t(messages.reservationDeletionUnsuccessful)}${errorText(error)}`, 'error'),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {t('Delete reservation')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('Delete reservation')}
        text={t('Please confirm that you want to delete your reservation of {{type}} (no. {{number}}).', {
          type: componentTypeName,
          number: componentNumber,
        })}
        confirmLabel={t('Delete')}
        busy={deletion.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
