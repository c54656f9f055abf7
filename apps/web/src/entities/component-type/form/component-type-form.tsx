import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ComponentType,
  ComponentTypeKind,
  ComponentTypeStatus,
  messages,
  STOCK_UNIT_MAX_LENGTH,
} from '@labstock/shared';
import { Checkbox, DialogContent, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import type { TFunction } from 'i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAllCategories } from '../../../api/categories/get-all-categories';
import { useAddComponentType } from '../../../api/component-types/add-component-type';
import {
  type ComponentTypeFormValues,
  componentTypeFieldErrors,
  componentTypeFormSchema,
  componentTypeFormValues,
} from '../../../api/component-types/component-type-form';
import { useEditComponentType } from '../../../api/component-types/edit-component-type';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { ImageFileInput } from '../../../components/image-file-input';
import { errorText } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify/use-notify';
import { componentTypeStatusName } from '../../../lib/status-names';
import { QualificationSelect } from '../../qualification/qualification-select';
import { CategorySelect } from '../category-select';
import { componentTypeImageSource } from '../component-type-image';

const statusOptions = [ComponentTypeStatus.Available, ComponentTypeStatus.ReservedAdmin];

/** The optional text fields, in the order the form shows them. */
const textFields = (t: TFunction) =>
  [
    { name: 'location', label: t('Location') },
    { name: 'manufacturer', label: t('Manufacturer') },
    { name: 'wikiLink', label: t('Wiki link') },
    { name: 'datasheet', label: t('Datasheet') },
    { name: 'adminComment', label: t('Admin comment') },
  ] as const;

const kindOptions = (t: TFunction) =>
  [
    { kind: ComponentTypeKind.Unit, label: t('Lent: numbered units that come back') },
    { kind: ComponentTypeKind.Consumable, label: t('Consumable: stock that is used up') },
  ] as const;

export interface ComponentTypeFormProps {
  /** The type to edit; a new one when absent. */
  componentType?: ComponentType;
  onDone(): void;
}

/**
 * Adds or edits a component type. Required fields are checked here; what the server still refuses
 * comes back per field and is shown at the field too.
 */
export function ComponentTypeForm({ componentType, onDone }: ComponentTypeFormProps) {
  const { t } = useTranslation();
  const categories = useAllCategories();
  const addition = useAddComponentType();
  const edit = useEditComponentType();
  const notify = useNotify();
  const { register, control, handleSubmit, setError, formState } = useForm<ComponentTypeFormValues>({
    resolver: zodResolver(componentTypeFormSchema),
    defaultValues: componentTypeFormValues(componentType),
  });
  const { errors } = formState;
  const consumable = useWatch({ control, name: 'kind' }) === ComponentTypeKind.Consumable;

  const refused = (prefix: string) => (error: unknown) => {
    notify(`${prefix}${errorText(error)}`, 'error');
    for (const [field, message] of componentTypeFieldErrors(error)) setError(field, { type: 'server', message });
  };

  const save = handleSubmit((values) => {
    if (componentType) {
      edit.mutate(
        { componentTypeId: componentType.componentTypeId, values },
        {
          onSuccess: () => {
            notify(t(messages.successfullyEdited), 'success');
            onDone();
          },
          onError: refused(t(messages.editUnsuccessful)),
        },
      );
    } else {
      addition.mutate(values, {
        onSuccess: () => {
          notify(t(messages.successfullyAdded), 'success');
          onDone();
        },
        onError: refused(t(messages.unsuccessfulWith)),
      });
    }
  });

  const saving = addition.isPending || edit.isPending;
  return (
    <DialogForm onSubmit={save}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('Component name')}
            required
            {...register('componentName')}
            error={Boolean(errors.componentName)}
            helperText={errors.componentName?.message}
          />
          <TextField
            label={t('Description')}
            multiline
            minRows={3}
            {...register('componentInfo')}
            error={Boolean(errors.componentInfo)}
            helperText={errors.componentInfo?.message}
          />
          <Controller
            control={control}
            name="selectedCategories"
            render={({ field, fieldState }) => (
              <CategorySelect
                label={t('Categories')}
                required
                categories={categories.data ?? []}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="requiredQualifications"
            render={({ field, fieldState }) => (
              <QualificationSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                helperText={t("Its categories' requirements apply too")}
              />
            )}
          />
          <Controller
            control={control}
            name="status"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('Status')}
                required
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {statusOptions.map((status) => (
                  <MenuItem key={status} value={status}>
                    {componentTypeStatusName(status)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <TextField select label={t('Kind')} required {...field}>
                {kindOptions(t).map(({ kind, label }) => (
                  <MenuItem key={kind} value={kind}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {consumable && (
            <>
              <TextField
                label={t('Stock unit')}
                required
                {...register('stockUnit')}
                slotProps={{ htmlInput: { maxLength: STOCK_UNIT_MAX_LENGTH } }}
                error={Boolean(errors.stockUnit)}
                helperText={errors.stockUnit?.message ?? t('For example pcs, m or g')}
              />
              <TextField
                label={t('Reorder level')}
                inputMode="numeric"
                {...register('reorderLevel')}
                error={Boolean(errors.reorderLevel)}
                helperText={errors.reorderLevel?.message ?? t('At or below this stock the type is low')}
              />
              <TextField
                label={t('Reorder quantity')}
                inputMode="numeric"
                {...register('reorderQuantity')}
                error={Boolean(errors.reorderQuantity)}
                helperText={errors.reorderQuantity?.message ?? t('What the reorder list suggests ordering')}
              />
              <Controller
                control={control}
                name="selfService"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    }
                    label={t('Loaners record what they take themselves')}
                  />
                )}
              />
            </>
          )}
          {!consumable && (
            <TextField
              label={t('Calibration interval (days)')}
              inputMode="numeric"
              {...register('calibrationIntervalDays')}
              error={Boolean(errors.calibrationIntervalDays)}
              helperText={
                errors.calibrationIntervalDays?.message ?? t('Leave it empty for a type that is not calibrated')
              }
            />
          )}
          {textFields(t).map(({ name, label }) => (
            <TextField
              key={name}
              label={label}
              {...register(name)}
              error={Boolean(errors[name])}
              helperText={errors[name]?.message}
            />
          ))}
          <Controller
            control={control}
            name="imageFile"
            render={({ field, fieldState }) => (
              <ImageFileInput
                value={field.value}
                onChange={field.onChange}
                currentImageSource={componentType ? componentTypeImageSource(componentType) : null}
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onDone} busy={saving} />
    </DialogForm>
  );
}
