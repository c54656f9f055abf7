import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentInput, ComponentStatus, MAX_COMPONENTS_ADDED_AT_ONCE, messages } from '@labstock/shared';
import { Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAddComponents } from '../../../api/components/add-components';
import { useNextComponentNumber } from '../../../api/components/get-next-component-number';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { i18n } from '../../../i18n/i18n';
import { errorText } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify/use-notify';
import { NumberTakenNotice } from './number-taken-notice';

const amountForm = z.object({
  amount: z
    .number({ error: () => i18n.t('Enter an amount') })
    .int({ error: () => i18n.t('Enter a whole number') })
    .min(1, { error: () => i18n.t('Add at least 1') })
    .max(MAX_COMPONENTS_ADDED_AT_ONCE, {
      error: () => i18n.t('Add at most {{count}} at a time', { count: MAX_COMPONENTS_ADDED_AT_ONCE }),
    }),
});
type AmountForm = z.infer<typeof amountForm>;

/** Available components numbered on from `firstNumber` (spec §5: consecutive numbers). */
function numberedComponents(componentTypeId: number, firstNumber: number, amount: number): ComponentInput[] {
  return Array.from({ length: amount }, (_unused, index) => ({
    componentId: 0,
    componentTypeId,
    componentNumber: firstNumber + index,
    serialNo: null,
    status: ComponentStatus.Available,
    adminComment: null,
    userComment: null,
  }));
}

export interface AddMultipleComponentsDialogProps {
  componentTypeId: number;
  open: boolean;
  onClose(): void;
}

/** Adds an amount of components at once, numbered on from the type's next free number. */
export function AddMultipleComponentsDialog({ componentTypeId, open, onClose }: AddMultipleComponentsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const nextNumber = useNextComponentNumber(componentTypeId, open);
  const addition = useAddComponents(componentTypeId);
  const notify = useNotify();
  const { register, handleSubmit, watch, reset, formState } = useForm<AmountForm>({
    resolver: zodResolver(amountForm),
    defaultValues: { amount: 1 },
  });
  const amount = watch('amount');
  const first = nextNumber.data;

  const close = () => {
    addition.reset();
    reset();
    onClose();
  };
  const add = handleSubmit((values) => {
    if (first === undefined) return;
    addition.mutate(numberedComponents(componentTypeId, first, values.amount), {
      onSuccess: () => {
        notify(t(messages.successfullyAdded), 'success');
        close();
      },
      onError: (error) => notify(`${t(messages.unsuccessfulWith)}${errorText(error)}`, 'error'),
    });
  });

  const range =
    first !== undefined && Number.isInteger(amount) && amount > 0
      ? t('Numbers {{first}} to {{last}}', { first, last: first + amount - 1 })
      : undefined;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm onSubmit={add}>
        <DialogTitle id={titleId}>{t('Add multiple components')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <NumberTakenNotice error={addition.error} nextNumber={first} />
            <TextField
              label={t('Amount')}
              type="number"
              required
              {...register('amount', { valueAsNumber: true })}
              error={Boolean(formState.errors.amount)}
              helperText={formState.errors.amount?.message ?? range}
              slotProps={{ htmlInput: { min: 1, max: MAX_COMPONENTS_ADDED_AT_ONCE, inputMode: 'numeric' } }}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={close} busy={addition.isPending} incomplete={first === undefined} />
      </DialogForm>
    </Dialog>
  );
}
