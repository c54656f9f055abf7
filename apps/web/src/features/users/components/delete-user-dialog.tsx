import { type Loaner, messages } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useDeleteLoaner } from '../../../api/loaners/delete-loaner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { confirmUserDeletion } from '../../../i18n/parametrised-messages';
import { errorText } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useNotify } from '../../../lib/notify/use-notify';

export interface DeleteUserDialogProps {
  user: Loaner;
  onClose(): void;
}

/**
 * Deletes a user after confirmation; the list refreshes. An Admin deleting themselves is signed out, as after
 * deleting one's own user on the profile (spec §4).
 */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const deletion = useDeleteLoaner();
  const { loanerId: ownLoanerId, signOut } = useAuth();
  const notify = useNotify();

  const remove = () =>
    deletion.mutate(user.loanerId, {
      onSuccess: () => {
        notify(t(messages.loanerDeleted), 'success');
        onClose();
        if (user.loanerId === ownLoanerId) void signOut();
      },
      onError: (error) => {
        notify(`${t(messages.loanerDeletionUnsuccessful)}${errorText(error)}`, 'error');
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open
      title={t(messages.confirmUserDeletionTitle)}
      text={confirmUserDeletion(t, loanerName(user))}
      confirmLabel={t('Delete')}
      busy={deletion.isPending}
      onConfirm={remove}
      onClose={onClose}
    />
  );
}
