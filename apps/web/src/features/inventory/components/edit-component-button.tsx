import { type Component, messages } from '@labstock/shared';
import EditIcon from '@mui/icons-material/Edit';
import { Dialog, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditComponent } from '../../../api/components/edit-component';
import { LabelledIconButton } from '../../../components/labelled-icon-button';
import { errorText } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify/use-notify';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { ComponentForm } from './component-form';
import { type ComponentFormValues, componentFormValues, toComponentInput } from './component-form-values';

/** The Admin's edit of one component: serial number, status and comments. */
export function EditComponentButton({ component }: { component: Component }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const smallScreen = useSmallScreen();
  const edit = useEditComponent(component.componentTypeId);
  const notify = useNotify();

  const save = (values: ComponentFormValues) =>
    edit.mutate(toComponentInput(values, component.componentTypeId, component.componentId), {
      onSuccess: () => {
        notify(t(messages.editSuccessful), 'success');
        setOpen(false);
      },
      onError: (error) => notify(`${t(messages.editUnsuccessful)}${errorText(error)}`, 'error'),
    });

  const label = t('Edit component {{number}}', { number: component.componentNumber });
  return (
    <>
      <LabelledIconButton label={label} onClick={() => setOpen(true)}>
        <EditIcon />
      </LabelledIconButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
        fullScreen={smallScreen}
      >
        <DialogTitle id={titleId}>{label}</DialogTitle>
        <ComponentForm
          defaultValues={componentFormValues(component)}
          showNumber={false}
          currentStatus={component.status}
          busy={edit.isPending}
          onSave={save}
          onCancel={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
}
