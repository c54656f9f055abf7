import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';
import type { ReactNode } from 'react';
import { useLanguagePack } from '../i18n/language-packs';
import { DISPLAY_DATE_FORMAT, parseIsoDate, toIsoDate } from '../lib/dates';

export interface DateFieldProps {
  label: string;
  /** yyyy-MM-dd, as on the wire; null when empty. */
  value: string | null;
  /** yyyy-MM-dd, or null while the typed date is incomplete or invalid. */
  onChange(value: string | null): void;
  helperText?: ReactNode;
  /** yyyy-MM-dd */
  minDate?: string;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
}

/**
 * A date picker showing dd-MM-yyyy and speaking yyyy-MM-dd to the caller, with the pickers' provider (calendar in
 * the current language; its texts come from the theme). Only forms with dates load the pickers and date-fns.
 */
export function DateField({
  label,
  value,
  onChange,
  helperText,
  minDate,
  disabled,
  required,
  fullWidth,
}: DateFieldProps) {
  // English: en-GB, for its Monday-first weeks.
  const { dateLocale } = useLanguagePack();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocale ?? enGB}>
      <DatePicker
        label={label}
        format={DISPLAY_DATE_FORMAT}
        value={parseIsoDate(value)}
        onChange={(date) => onChange(date && !Number.isNaN(date.getTime()) ? toIsoDate(date) : null)}
        minDate={parseIsoDate(minDate) ?? undefined}
        disabled={disabled}
        slotProps={{ textField: { helperText, required, fullWidth } }}
      />
    </LocalizationProvider>
  );
}
