import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoanerByAuId } from '../../../api/loaners/find-loaner-by-au-id';
import { errorText } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** The 'User (AU id)' filter: the typed AU id, looked up once typing pauses. */
export function useUserFilter() {
  const [text, setText] = useState('');
  const auId = useDebouncedValue(text.trim());
  const loaner = useLoanerByAuId(auId);
  return {
    text,
    setText,
    /** The user to filter by; undefined for no user filter. */
    loanerId: auId ? loaner.data?.loanerId : undefined,
    /** Whether the activity can be fetched: no AU id given, or its user found. */
    ready: auId === '' || loaner.isSuccess,
    error: loaner.isError ? errorText(loaner.error) : undefined,
  };
}

export interface UserFilterFieldProps {
  value: string;
  onChange(text: string): void;
  /** Why the AU id names nobody. */
  error?: string;
}

export function UserFilterField({ value, onChange, error }: UserFilterFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('User (AU id)')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
