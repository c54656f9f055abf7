import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentType, ComponentTypeStatus, messages } from '@labstock/shared';
import { Button, DialogActions, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { errorText } from '../../../../lib/api-client';
import { useNotify } from '../../../../lib/notify/use-notify';
import { useAddComponentType } from '../../api/add-component-type';
import {
  type ComponentTypeFormValues,
  componentTypeFieldErrors,
  componentTypeFormSchema,
  componentTypeFormValues,
} from '../../api/component-type-form';
import { useEditComponentType } from '../../api/edit-component-type';
import { useAllCategories } from '../../api/get-all-categories';
import { CategorySelect } from '../category-select';
import { componentTypeImageSource } from '../component-type-image';
import { DialogForm } from '../dialog-form';
import { ImageFileInput } from './image-file-input';

const statusOptions = [
  { value: ComponentTypeStatus.Available, label: 'Available' },
  { value: ComponentTypeStatus.ReservedAdmin, label: 'ReservedAdmin' },
];

/** The optional text fields, in the order the form shows them. */
const textFields = [
  { name: 'location', label: 'Location' },
  { name: 'manufacturer', label: 'Manufacturer' },
  { name: 'wikiLink', label: 'Wiki link' },
  { name: 'datasheet', label: 'Datasheet' },
  { name: 'adminComment', label: 'Admin comment' },
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
  const categories = useAllCategories();
  const addition = useAddComponentType();
  const edit = useEditComponentType();
  const notify = useNotify();
  const { register, control, handleSubmit, setError, formState } = useForm<ComponentTypeFormValues>({
    resolver: zodResolver(componentTypeFormSchema),
    defaultValues: componentTypeFormValues(componentType),
  });
  const { errors } = formState;

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
            notify(messages.successfullyEdited, 'success');
            onDone();
          },
          onError: refused(messages.editUnsuccessful),
        },
      );
    } else {
      addition.mutate(values, {
        onSuccess: () => {
          notify(messages.successfullyAdded, 'success');
          onDone();
        },
        onError: refused(messages.unsuccessfulWith),
      });
    }
  });

  const saving = addition.isPending || edit.isPending;
  return (
    <DialogForm onSubmit={save}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Component name"
            required
            {...register('componentName')}
            error={Boolean(errors.componentName)}
            helperText={errors.componentName?.message}
          />
          <TextField
            label="Description"
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
                label="Categories"
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
            name="status"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Status"
                required
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {statusOptions.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {textFields.map(({ name, label }) => (
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
      <DialogActions>
        <Button onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          Confirm
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
