import { type Loaner, messages } from '@labstock/shared';
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateOwnLoaner } from '../../../api/loaners/update-loaner';
import { LoanerEditDialog } from '../../../components/loaner-edit-dialog';
import { validationText } from '../../../lib/api-error';
import { type LoanerEditValues, toLoanerUpdate } from '../../../lib/loaner-update';
import { useNotify } from '../../../lib/notify/use-notify';

export function EditProfileButton({ loaner }: { loaner: Loaner }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const update = useUpdateOwnLoaner();
  const notify = useNotify();

  const save = (values: LoanerEditValues) =>
    update.mutate(toLoanerUpdate(loaner, values), {
      onSuccess: () => {
        notify(t(messages.userUpdated), 'success');
        setOpen(false);
      },
      onError: (error) => notify(`${t(messages.userUpdateFailed)}${validationText(error)}`, 'error'),
    });

  return (
    <>
      <Button variant="contained" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        {t('Edit profile')}
      </Button>
      <LoanerEditDialog
        open={open}
        loaner={loaner}
        title={t('Edit profile')}
        saving={update.isPending}
        onClose={() => setOpen(false)}
        onSave={save}
      />
    </>
  );
}
