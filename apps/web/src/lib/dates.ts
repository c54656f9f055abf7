import { format, isValid, parseISO } from 'date-fns';

/** How dates are shown (spec §9). */
export const DISPLAY_DATE_FORMAT = 'dd-MM-yyyy';
/** How points in time are shown: the date as spec §9 has it, then the local time. */
const DISPLAY_DATE_TIME_FORMAT = `${DISPLAY_DATE_FORMAT} HH:mm`;
/** How calendar dates travel to the server. */
const WIRE_DATE_FORMAT = 'yyyy-MM-dd';

/**
 * Parses a wire value: a calendar date `yyyy-MM-dd` (as that local day) or an ISO timestamp.
 * Null for empty or unreadable input.
 */
export function parseIsoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** dd-MM-yyyy for a wire value or a Date; '' when there is no valid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value instanceof Date ? value : parseIsoDate(value);
  return date && isValid(date) ? format(date, DISPLAY_DATE_FORMAT) : '';
}

/** dd-MM-yyyy HH:mm in local time for an ISO timestamp; '' when there is no valid one. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseIsoDate(value);
  return date ? format(date, DISPLAY_DATE_TIME_FORMAT) : '';
}

/** The local calendar day of `date` as yyyy-MM-dd, the form the server takes. */
export function toIsoDate(date: Date): string {
  return format(date, WIRE_DATE_FORMAT);
}
