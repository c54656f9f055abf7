import { addDays, daysOfPeriod, displayDay } from './lab-days.js';
import { reservationLimitReached } from './reservation-limit.js';
import type { LendingPolicy } from './schemas/booking.js';

/**
 * The lending limits (LENDING.md "Limits") that the web app checks before it asks, as the server checks them: each
 * check answers the refusal the server would give, or undefined. The server words a refusal with
 * `limitRefusalText`; the web app translates its template, which is the English text. The fixed limits
 * (MAX_AVAILABILITY_DAYS, MAX_DECLINE_REASON_LENGTH) are in `constants`.
 */

export type LimitRefusalKey =
  | 'bookingStartsInPast'
  | 'bookingEndsBeforeStart'
  | 'bookingTooFarAhead'
  | 'bookingTooLong'
  | 'bookingTooMany'
  | 'tooManyReservations';

/** What a refusal's template names: `{{count}}` (the limit) and `{{date}}` (a lab day, yyyy-MM-dd). */
export interface LimitRefusalValues {
  count?: number;
  date?: string;
}

export interface LimitRefusal {
  key: LimitRefusalKey;
  /** The English text, with `{{count}}` and `{{date}}` for the values. */
  template: string;
  values: LimitRefusalValues;
}

/** Every refusal's English template, by its key, as the server words it. */
export const limitRefusalTemplates: Record<LimitRefusalKey, string> = {
  bookingStartsInPast: 'A booking cannot start before today.',
  bookingEndsBeforeStart: 'The last day cannot be before the first day.',
  bookingTooFarAhead: 'You can book at most {{count}} days ahead: choose a first day on or before {{date}}.',
  bookingTooLong: 'A booking can last at most {{count}} days: end on or before {{date}}.',
  bookingTooMany: 'You can book at most {{count}} units at a time.',
  tooManyReservations:
    'You can hold at most {{count}} reservations and waiting-list places at a time: pick one up, cancel one or leave a waiting list before you reserve more.',
};

const refusal = (key: LimitRefusalKey, values: LimitRefusalValues = {}): LimitRefusal => ({
  key,
  template: limitRefusalTemplates[key],
  values,
});

/** A booking's first day is the lab's today or later. */
export function bookingStartsInPastRefusal(from: string, today: string): LimitRefusal | undefined {
  return from < today ? refusal('bookingStartsInPast') : undefined;
}

/** A booking's last day is its first day or later. */
export function bookingEndsBeforeStartRefusal(from: string, to: string): LimitRefusal | undefined {
  return to < from ? refusal('bookingEndsBeforeStart') : undefined;
}

/** A booking starts at most `maxBookingLeadDays` after the lab's today; the refusal names the latest first day. */
export function bookingLeadRefusal(
  { maxBookingLeadDays }: Pick<LendingPolicy, 'maxBookingLeadDays'>,
  from: string,
  today: string,
): LimitRefusal | undefined {
  const latestFrom = addDays(today, maxBookingLeadDays);
  return from > latestFrom ? refusal('bookingTooFarAhead', { count: maxBookingLeadDays, date: latestFrom }) : undefined;
}

/** A booking lasts at most `maxBookingDays`, both ends included; the refusal names the latest last day. */
export function bookingLengthRefusal(
  { maxBookingDays }: Pick<LendingPolicy, 'maxBookingDays'>,
  from: string,
  to: string,
): LimitRefusal | undefined {
  return daysOfPeriod(from, to) > maxBookingDays
    ? refusal('bookingTooLong', { count: maxBookingDays, date: addDays(from, maxBookingDays - 1) })
    : undefined;
}

/** A Loaner books at most `maxBookingQuantity` units (a Clerk or Admin books any number: the caller decides). */
export function bookingQuantityRefusal(
  { maxBookingQuantity }: Pick<LendingPolicy, 'maxBookingQuantity'>,
  quantity: number,
): LimitRefusal | undefined {
  return quantity > maxBookingQuantity ? refusal('bookingTooMany', { count: maxBookingQuantity }) : undefined;
}

/**
 * A loaner who holds `held` reservations and waiting-list places (units set aside for a booking not counted) may
 * take another while that is below `maxOpenReservations`.
 */
export function reservationLimitRefusal(
  policy: Pick<LendingPolicy, 'maxOpenReservations'>,
  held: number,
): LimitRefusal | undefined {
  return reservationLimitReached(policy, held)
    ? refusal('tooManyReservations', { count: policy.maxOpenReservations })
    : undefined;
}

/** A refusal's values as its text shows them: the date as dd-MM-yyyy (spec §9), in every language. */
export function limitRefusalShownValues({ values }: Pick<LimitRefusal, 'values'>): Record<string, string | number> {
  return { ...values, ...(values.date !== undefined && { date: displayDay(values.date) }) };
}

/** A refusal in English, as the server answers it. */
export function limitRefusalText(refusal: Pick<LimitRefusal, 'template' | 'values'>): string {
  const shown = limitRefusalShownValues(refusal);
  return refusal.template.replace(/{{(\w+)}}/g, (_, name: string) => String(shown[name]));
}
