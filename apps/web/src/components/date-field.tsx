import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError, FieldRef } from '@mui/x-date-pickers/models';
import { enGB } from 'date-fns/locale/en-GB';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguagePack } from '../i18n/language-packs';
import { DISPLAY_DATE_FORMAT, formatDate, parseIsoDate, toIsoDate } from '../lib/dates';

export interface DateFieldProps {
  label: string;
  /** yyyy-MM-dd, as on the wire; null when empty. */
  value: string | null;
  /** yyyy-MM-dd, or null while the typed date is incomplete, invalid or outside `minDate`…`maxDate`. */
  onChange(value: string | null): void;
  helperText?: ReactNode;
  /** What the form finds wrong with a whole date (a limit of its own); shown when the field finds nothing itself. */
  errorText?: string;
  /** yyyy-MM-dd */
  minDate?: string;
  /** yyyy-MM-dd: the last date offered; a later typed one is refused like one before `minDate`. */
  maxDate?: string;
  disabled?: boolean;
  /** Marks the field required, and is what it says while empty. */
  requiredText?: string;
  fullWidth?: boolean;
}

/**
 * A date picker showing dd-MM-yyyy and speaking yyyy-MM-dd to the caller, with the pickers' provider (calendar in
 * the current language; its texts come from the theme). Only forms with dates load the pickers and date-fns.
 * Like a form's field, it says below itself what is wrong with a date it cannot pass on.
 */
export function DateField({
  label,
  value,
  onChange,
  helperText,
  errorText,
  minDate,
  maxDate,
  disabled,
  requiredText,
  fullWidth,
}: DateFieldProps) {
  const { t } = useTranslation();
  // English: en-GB, for its Monday-first weeks.
  const { dateLocale } = useLanguagePack();
  const [invalidity, setInvalidity] = useState<DateValidationError>(null);
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  // A partly typed date reaches the caller as null, or not at all: the field's sections tell once the user leaves it.
  const [partlyTyped, setPartlyTyped] = useState(false);
  const checkWhole = () => {
    const sections = fieldRef.current?.getSections() ?? [];
    setPartlyTyped(
      sections.some((section) => section.value !== '') && sections.some((section) => section.value === ''),
    );
  };
  // The picker's own last date, even one the caller got null for: handed back as the picker's value while the caller
  // still holds what it was told, or a year typed digit by digit ('0002' is before the picker's earliest date) would
  // clear the day and month the user had typed. It is state, not a ref: when the caller's value stays null from one
  // wrong date to the next, only this re-renders the picker with the key just typed; else the picker, controlled,
  // keeps showing the earlier date and the next keys edit that one.
  const [typed, setTyped] = useState<{ told: string | null; date: Date | null } | null>(null);
  // The same Date for the same value: a new one each render would reset the sections being typed.
  const given = useMemo(() => parseIsoDate(value), [value]);
  const shown = typed?.told === value ? typed.date : given;
  const problem =
    invalidity === 'minDate' && minDate
      ? t('The date cannot be before {{date}}', { date: formatDate(minDate) })
      : invalidity === 'maxDate' && maxDate
        ? t('The date cannot be after {{date}}', { date: formatDate(maxDate) })
        : invalidity !== null || partlyTyped
          ? t('Enter the whole date as dd-mm-yyyy')
          : value === null
            ? requiredText
            : errorText;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocale ?? enGB}>
      <DatePicker
        label={label}
        format={DISPLAY_DATE_FORMAT}
        value={shown}
        onChange={(date, { validationError }) => {
          // The caller gets null for a date it cannot use; the picker keeps showing what was typed, so the reason is kept here.
          const told = date && validationError === null ? toIsoDate(date) : null;
          setTyped({ told, date });
          setInvalidity(validationError);
          setPartlyTyped(false);
          onChange(told);
        }}
        onError={setInvalidity}
        minDate={parseIsoDate(minDate) ?? undefined}
        maxDate={parseIsoDate(maxDate) ?? undefined}
        disabled={disabled}
        slotProps={{
          field: { fieldRef, onBlur: checkWhole },
          textField: {
            helperText: problem ?? helperText,
            error: problem !== undefined,
            required: requiredText !== undefined,
            fullWidth,
          },
        }}
      />
    </LocalizationProvider>
  );
}
