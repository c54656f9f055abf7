import { type Loaner, messages, type RoleName } from '@labstock/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaner } from '../../../api/loaners/get-loaner';
import { useUpdateLoaner } from '../../../api/loaners/update-loaner';
import { LoanerEditDialog } from '../../../components/loaner-edit-dialog';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { LoanerQualifications } from '../../../entities/qualification/loaner-qualifications';
import { validationText } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { type LoanerEditValues, toLoanerUpdate } from '../../../lib/loaner-update';
import { useNotify } from '../../../lib/notify/use-notify';
import { RolesSelect } from './roles-select';

export interface EditUserDialogProps {
  /** The user's row of the list; the dialog reloads it from the server. */
  user: Loaner;
  onClose(): void;
}

/** The Admin's edit of another user (or themselves), with the roles multi-select for Admins and their qualifications. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { t } = useTranslation();
  const loaner = useLoaner(user);
  const update = useUpdateLoaner();
  const { isAdmin, loanerId: ownLoanerId, refreshToken } = useAuth();
  const notify = useNotify();
  // Null until the Admin picks roles: the loaner's own roles are shown and sent unchanged.
  const [chosenRoles, setChosenRoles] = useState<RoleName[] | null>(null);
  const roles = chosenRoles ?? loaner.data.roles.map((role) => role.name);

  const loadFailed = loaner.isError;
  useEffect(() => {
    if (!loadFailed) return;
    notify(t(messages.couldNotGetUser), 'error');
    onClose();
  }, [loadFailed, notify, onClose, t]);

  const save = (values: LoanerEditValues) => {
    const changes = toLoanerUpdate(loaner.data, values);
    const body = chosenRoles ? { ...changes, roles: chosenRoles.map((name) => ({ name })) } : changes;
    update.mutate(body, {
      onSuccess: (saved) => {
        notify(t(messages.userUpdated), 'success');
        onClose();
        // Own roles changed: a new token brings the menus and screens in line with them.
        if (chosenRoles && saved.loanerId === ownLoanerId) {
          refreshToken().catch((error: unknown) => console.error('Could not renew the product token', error));
        }
      },
      onError: (error) => notify(`${t(messages.userUpdateFailed)}${validationText(error)}`, 'error'),
    });
  };

  return (
    <LoanerEditDialog open={!loadFailed} loaner={loaner.data} saving={update.isPending} onClose={onClose} onSave={save}>
      {isAdmin && (
        <RolesSelect
          value={roles}
          fromOrganisation={loaner.data.rolesFromOrganisation ?? []}
          onChange={setChosenRoles}
        />
      )}
      <LoanerQualifications
        loanerId={loaner.data.loanerId}
        loanerName={loanerName(loaner.data)}
        headingLevel="h3"
        manage
      />
    </LoanerEditDialog>
  );
}
