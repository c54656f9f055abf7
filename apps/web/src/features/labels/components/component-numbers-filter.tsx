import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseComponentNumbers } from '../labels-query';

export interface ComponentNumbersFilterProps {
  /** The numbers as the URL gives them; empty for every component. */
  value: string;
  onChange(numbers: string): void;
}

/** Narrows the sheet to some components, e.g. "1, 2, 5-8"; empty prints every component of the type. */
export function ComponentNumbersFilter({ value, onChange }: ComponentNumbersFilterProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const invalid = text.trim() !== '' && parseComponentNumbers(text) === null;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onChange(text.trim());
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={apply} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t('Component numbers')}
        placeholder={t('All')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={invalid}
        helperText={invalid ? t('Numbers and ranges, e.g. 1, 2, 5-8') : t('Empty for all, e.g. 1, 2, 5-8')}
      />
      <Button type="submit" variant="outlined" disabled={invalid}>
        {t('Apply')}
      </Button>
    </Stack>
  );
}
