import type { LendingPolicy } from '@labstock/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/dates';
import { addDays, daysOfPeriod } from '../../lib/lab-days';

export interface BookingDraft {
  /** yyyy-MM-dd, null while not a whole date. */
  from: string | null;
  to: string | null;
  /** What was typed in the quantity field. */
  quantity: string;
}

export interface BookingDraftErrors {
  from?: string;
  to?: string;
  quantity?: string;
}

/** The quantity typed, when it is a whole number of at least 1. */
export function quantityOf(text: string): number | undefined {
  return /^[1-9][0-9]{0,5}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/**
 * What keeps a booking from being sent, field by field: the Admin's limits (LENDING.md "Limits") checked as the
 * server checks them, so a request over them never leaves the form. A Clerk or Admin has no quantity limit.
 */
export function bookingDraftErrors(
  t: TFunction,
  { from, to, quantity }: BookingDraft,
  policy: LendingPolicy,
  labToday: string,
  quantityLimited: boolean,
): BookingDraftErrors {
  const errors: BookingDraftErrors = {};
  const count = quantityOf(quantity);
  if (count === undefined) errors.quantity = t('Enter a whole number of at least 1.');
  else if (quantityLimited && count > policy.maxBookingQuantity) {
    errors.quantity = t('You can book at most {{count}} units at a time.', { count: policy.maxBookingQuantity });
  }
  const latestFrom = addDays(labToday, policy.maxBookingLeadDays);
  if (from !== null && from > latestFrom) {
    errors.from = t('A booking can start at most {{count}} days ahead: on or before {{date}}.', {
      count: policy.maxBookingLeadDays,
      date: formatDate(latestFrom),
    });
  }
  if (from !== null && to !== null) {
    if (to < from) errors.to = t('The last day cannot be before the first day.');
    else if (daysOfPeriod(from, to) > policy.maxBookingDays) {
      errors.to = t('A booking can last at most {{count}} days: end on or before {{date}}.', {
        count: policy.maxBookingDays,
        date: formatDate(addDays(from, policy.maxBookingDays - 1)),
      });
    }
  }
  return errors;
}
