import {
  bookingEndsBeforeStartRefusal,
  bookingLeadRefusal,
  bookingLengthRefusal,
  bookingQuantityRefusal,
  bookingStartsInPastRefusal,
  type LendingPolicy,
  type LimitRefusal,
} from '@labstock/shared';
import type { TFunction } from 'i18next';
import { translateLimitRefusal } from '../../lib/limit-refusal';

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
 * What keeps a booking from being sent, field by field: the period and the Admin's limits (LENDING.md "Limits")
 * checked by the server's own checks, so a request over them never leaves the form. A Clerk or Admin has no
 * quantity limit.
 */
export function bookingDraftErrors(
  t: TFunction,
  { from, to, quantity }: BookingDraft,
  policy: LendingPolicy,
  labToday: string,
  quantityLimited: boolean,
): BookingDraftErrors {
  const errors: BookingDraftErrors = {};
  const refuse = (field: keyof BookingDraftErrors, refusal: LimitRefusal | undefined) => {
    if (refusal) errors[field] = translateLimitRefusal(t, refusal);
  };
  if (from !== null) {
    refuse('from', bookingStartsInPastRefusal(from, labToday) ?? bookingLeadRefusal(policy, from, labToday));
  }
  if (from !== null && to !== null) {
    refuse('to', bookingEndsBeforeStartRefusal(from, to) ?? bookingLengthRefusal(policy, from, to));
  }
  const count = quantityOf(quantity);
  if (count === undefined) errors.quantity = t('Enter a whole number of at least 1.');
  else if (quantityLimited) refuse('quantity', bookingQuantityRefusal(policy, count));
  return errors;
}
