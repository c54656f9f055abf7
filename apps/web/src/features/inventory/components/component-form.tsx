import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentStatus } from '@labstock/shared';
import { DialogContent, Stack, TextField } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { type ComponentFormValues, componentFormSchema } from './component-form-values';
import { ComponentStatusSelect } from './component-status-select';

export interface ComponentFormProps {
  defaultValues: ComponentFormValues;
  /** Adding: the number field shows and takes this number whenever the server suggests a new one. */
  suggestedNumber?: number;
  showNumber: boolean;
  /** Editing: the status before the edit, which decides what may be chosen. */
  currentStatus?: ComponentStatus;
  busy: boolean;
  /** Shown above the fields, e.g. why the number changed. */
  notice?: ReactNode;
  onSave(values: ComponentFormValues): void;
  onCancel(): void;
}

/** The fields and buttons of the add and edit component dialogs. */
export function ComponentForm({
  defaultValues,
  suggestedNumber,
  showNumber,
  currentStatus,
  busy,
  notice,
  onSave,
  onCancel,
}: ComponentFormProps) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setValue, formState } = useForm<ComponentFormValues>({
    resolver: zodResolver(componentFormSchema),
    defaultValues,
  });
  const { errors } = formState;

  useEffect(() => {
    if (suggestedNumber !== undefined) setValue('componentNumber', suggestedNumber);
  }, [suggestedNumber, setValue]);

  return (
    <DialogForm onSubmit={handleSubmit(onSave)}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {notice}
          {showNumber && (
            <TextField
              label={t('Component number')}
              type="number"
              required
              {...register('componentNumber', { valueAsNumber: true })}
              error={Boolean(errors.componentNumber)}
              helperText={errors.componentNumber?.message}
              slotProps={{ htmlInput: { min: 1 }, inputLabel: { shrink: true } }}
            />
          )}
          <TextField
            label={t('Serial number')}
            {...register('serialNo')}
            error={Boolean(errors.serialNo)}
            helperText={errors.serialNo?.message}
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <ComponentStatusSelect value={field.value} onChange={field.onChange} currentStatus={currentStatus} />
            )}
          />
          <TextField
            label={t('Admin comment')}
            multiline
            {...register('adminComment')}
            error={Boolean(errors.adminComment)}
            helperText={errors.adminComment?.message}
          />
          <TextField
            label={t('User comment')}
            multiline
            {...register('userComment')}
            error={Boolean(errors.userComment)}
            helperText={errors.userComment?.message}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onCancel} busy={busy} />
    </DialogForm>
  );
}
