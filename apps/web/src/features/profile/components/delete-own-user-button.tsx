import { messages } from '@labstock/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteOwnLoaner } from '../../../api/loaners/delete-loaner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useNotify } from '../../../lib/notify/use-notify';

/** Deletes the user's own loaner after confirmation, then signs out (spec §4). */
export function DeleteOwnUserButton({ loanerId }: { loanerId: number }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteOwnLoaner();
  const { signOut } = useAuth();
  const notify = useNotify();

  const remove = () =>
    deletion.mutate(loanerId, {
      onSuccess: () => {
        notify(t(messages.loanerDeleted), 'success');
        void signOut();
      },
      onError: (error) => {
        setConfirming(false);
        notify(`${t(messages.deletionUnsuccessful)}${errorText(error)}`, 'error');
      },
    });

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {t('Delete user')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('Delete user')}
        text={t(messages.confirmOwnUserDeletion)}
        confirmLabel={t('Delete')}
        busy={deletion.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
