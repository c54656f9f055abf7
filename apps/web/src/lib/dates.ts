import { format, isValid, parseISO } from 'date-fns';

/** How dates are shown (spec §9). */
export const DISPLAY_DATE_FORMAT = 'dd-MM-yyyy';
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

/** The local calendar day of `date` as yyyy-MM-dd, the form the server takes. */
export function toIsoDate(date: Date): string {
  return format(date, WIRE_DATE_FORMAT);
}
