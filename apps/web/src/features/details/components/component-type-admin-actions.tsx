import { type ComponentType, messages } from '@labstock/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteComponentType } from '../../../api/component-types/delete-component-type';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LabelledIconButton } from '../../../components/labelled-icon-button';
import { ComponentTypeFormDialog } from '../../../entities/component-type/form/component-type-form-dialog';
import { errorText } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify/use-notify';

/** The Admin's edit and delete icons on the details; after a deletion the list shows again. */
export function ComponentTypeAdminActions({ componentType }: { componentType: ComponentType }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const deletion = useDeleteComponentType();
  const notify = useNotify();
  const navigate = useNavigate();
  const close = () => setDialog(null);

  const remove = () =>
    deletion.mutate(componentType.componentTypeId, {
      onSuccess: () => {
        notify(t(messages.deletionSuccessful), 'success');
        navigate('/Components');
      },
      onError: (error) => {
        close();
        notify(`${t(messages.deletionUnsuccessful)}${errorText(error)}`, 'error');
      },
    });

  return (
    <Stack direction="row">
      <LabelledIconButton label={t('Edit component type')} onClick={() => setDialog('edit')}>
        <EditIcon />
      </LabelledIconButton>
      <LabelledIconButton label={t('Delete component type')} color="error" onClick={() => setDialog('delete')}>
        <DeleteIcon />
      </LabelledIconButton>
      <ComponentTypeFormDialog open={dialog === 'edit'} onClose={close} componentType={componentType} />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('Delete component type')}
        text={t('Please confirm that you want to delete {{name}} and all its components.', {
          name: componentType.componentName,
        })}
        confirmLabel={t('Delete')}
        busy={deletion.isPending}
        onConfirm={remove}
        onClose={close}
      />
    </Stack>
  );
}
