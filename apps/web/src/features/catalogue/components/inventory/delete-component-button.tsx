import { type Component, messages } from '@labstock/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { errorText } from '../../../../lib/api-client';
import { useNotify } from '../../../../lib/notify/use-notify';
import { useDeleteComponent } from '../../api/delete-component';

/** Deletes one component after confirmation; one reserved or on loan is refused with the server's reason. */
export function DeleteComponentButton({ component }: { component: Component }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteComponent(component.componentTypeId);
  const notify = useNotify();

  const remove = () =>
    deletion.mutate(component.componentId, {
      onSuccess: () => notify(t(messages.deletionSuccessful), 'success'),
      onError: (error) => notify(`${t(messages.deletionUnsuccessful)}${errorText(error)}`, 'error'),
      onSettled: () => setConfirming(false),
    });

  const label = t('Delete component {{number}}', { number: component.componentNumber });
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} color="error" onClick={() => setConfirming(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title={t('Delete component')}
        text={t('Please confirm that you want to delete component number {{number}}.', {
          number: component.componentNumber,
        })}
        confirmLabel={t('Delete')}
        busy={deletion.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
