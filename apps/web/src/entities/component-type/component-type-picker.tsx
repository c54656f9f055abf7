import type { ComponentType } from '@labstock/shared';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useComponentTypes } from '../../api/component-types/get-component-types';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** How many matching types the picker offers at a time. */
const OPTIONS_SHOWN = 20;

export interface ComponentTypePickerProps {
  onChange(componentTypeId: number | undefined): void;
  /** A form's field that must be filled (a booking's type), rather than an optional filter. */
  required?: boolean;
  fullWidth?: boolean;
}

/** 'Component type': a search of the catalogue by name, one type chosen or none (the Activity filter, a booking). */
export function ComponentTypePicker({ onChange, required, fullWidth }: ComponentTypePickerProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<ComponentType | null>(null);
  const [input, setInput] = useState('');
  const searchString = useDebouncedValue(input);
  const types = useComponentTypes({ pageNumber: 1, pageSize: OPTIONS_SHOWN, searchString, categoryIds: [] });

  return (
    <Autocomplete
      options={types.data?.data ?? []}
      value={value}
      onChange={(_event, chosen) => {
        setValue(chosen);
        onChange(chosen?.componentTypeId);
      }}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(type) => type.componentName}
      isOptionEqualToValue={(option, chosen) => option.componentTypeId === chosen.componentTypeId}
      // The server searched already.
      filterOptions={(options) => options}
      loading={types.isFetching}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { minWidth: 240 }}
      renderInput={(params) => <TextField {...params} label={t('Component type')} required={required} />}
    />
  );
}
