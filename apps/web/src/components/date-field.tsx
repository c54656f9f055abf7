import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { ReactNode } from 'react';
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

/** A date picker showing dd-MM-yyyy and speaking yyyy-MM-dd to the caller. */
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
  return (
    <DatePicker
      label={label}
      format={DISPLAY_DATE_FORMAT}
      value={parseIsoDate(value)}
      onChange={(date) => onChange(date && !Number.isNaN(date.getTime()) ? toIsoDate(date) : null)}
      minDate={parseIsoDate(minDate) ?? undefined}
      disabled={disabled}
      slotProps={{ textField: { helperText, required, fullWidth } }}
    />
  );
}
