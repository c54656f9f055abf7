import { messages } from '@labstock/shared';
import { Dialog, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddComponent } from '../../../api/components/add-component';
import { useNextComponentNumber } from '../../../api/components/get-next-component-number';
import { errorText } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify/use-notify';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { ComponentForm } from './component-form';
import { type ComponentFormValues, componentFormValues, toComponentInput } from './component-form-values';
import { NumberTakenNotice } from './number-taken-notice';

export interface AddComponentDialogProps {
  componentTypeId: number;
  open: boolean;
  onClose(): void;
}

/** Adds one component, its number prefilled with the type's next free number. */
export function AddComponentDialog({ componentTypeId, open, onClose }: AddComponentDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const smallScreen = useSmallScreen();
  const nextNumber = useNextComponentNumber(componentTypeId, open);
  const addition = useAddComponent(componentTypeId);
  const notify = useNotify();

  const close = () => {
    addition.reset();
    onClose();
  };
  const add = (values: ComponentFormValues) =>
    addition.mutate(toComponentInput(values, componentTypeId), {
      onSuccess: () => {
        notify(t(messages.successfullyAdded), 'success');
        close();
      },
      onError: (error) => notify(`${t(messages.unsuccessfulWith)}${errorText(error)}`, 'error'),
    });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={smallScreen}>
      <DialogTitle id={titleId}>{t('Add component')}</DialogTitle>
      <ComponentForm
        defaultValues={componentFormValues()}
        suggestedNumber={nextNumber.data}
        showNumber
        busy={addition.isPending}
        notice={<NumberTakenNotice error={addition.error} nextNumber={nextNumber.data} />}
        onSave={add}
        onCancel={close}
      />
    </Dialog>
  );
}
