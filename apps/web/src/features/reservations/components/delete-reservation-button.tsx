import { messages, type Reservation } from '@labstock/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { useNotify } from '../../../lib/notify/use-notify';
import { useDeleteReservation } from '../api/delete-reservation';
import { loanerName } from '../loaner-name';

/** Deletes a reservation after confirmation (Clerk). */
export function DeleteReservationButton({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteReservation();
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
        {t('Delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('Delete reservation')}
        text={t('Please confirm that you want to delete the reservation of {{type}} (no. {{number}}) for {{loaner}}.', {
          type: componentTypeName,
          number: componentNumber,
          loaner: loanerName(reservation),
        })}
        confirmLabel={t('Delete')}
        busy={deletion.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
