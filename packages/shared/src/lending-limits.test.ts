import { describe, expect, it } from 'vitest';
import {
  bookingEndsBeforeStartRefusal,
  bookingLeadRefusal,
  bookingLengthRefusal,
  bookingQuantityRefusal,
  bookingStartsInPastRefusal,
  type LimitRefusal,
  limitRefusalShownValues,
  limitRefusalTemplates,
  limitRefusalText,
  reservationLimitRefusal,
} from './lending-limits.js';
import { reservationLimitReached } from './reservation-limit.js';

const TODAY = '2026-03-10';
const policy = { maxBookingLeadDays: 120, maxBookingDays: 60, maxBookingQuantity: 5, maxOpenReservations: 5 };

/** The refusal's English text, or undefined when the check lets it through. */
const textOf = (refusal: LimitRefusal | undefined) => refusal && limitRefusalText(refusal);

describe('a booking period', () => {
  it('starts on the lab’s today at the earliest', () => {
    expect(bookingStartsInPastRefusal(TODAY, TODAY)).toBeUndefined();
    expect(bookingStartsInPastRefusal('2026-03-09', TODAY)).toEqual({
      key: 'bookingStartsInPast',
      template: limitRefusalTemplates.bookingStartsInPast,
      values: {},
    });
    expect(textOf(bookingStartsInPastRefusal('2026-03-09', TODAY))).toBe('A booking cannot start before today.');
  });

  it('ends on its first day at the earliest', () => {
    expect(bookingEndsBeforeStartRefusal(TODAY, TODAY)).toBeUndefined();
    expect(textOf(bookingEndsBeforeStartRefusal(TODAY, '2026-03-09'))).toBe(
      'The last day cannot be before the first day.',
    );
  });
});

describe('the booking limits', () => {
  it('let a booking start on the last day of the lead, and name that day a day later', () => {
    expect(bookingLeadRefusal(policy, '2026-07-08', TODAY)).toBeUndefined();
    const refusal = bookingLeadRefusal(policy, '2026-07-09', TODAY);
    expect(refusal).toEqual({
      key: 'bookingTooFarAhead',
      template: limitRefusalTemplates.bookingTooFarAhead,
      values: { count: 120, date: '2026-07-08' },
    });
    expect(textOf(refusal)).toBe('You can book at most 120 days ahead: choose a first day on or before 08-07-2026.');
  });

  it('let a booking start today with no lead at all', () => {
    expect(bookingLeadRefusal({ maxBookingLeadDays: 0 }, TODAY, TODAY)).toBeUndefined();
    expect(textOf(bookingLeadRefusal({ maxBookingLeadDays: 0 }, '2026-03-11', TODAY))).toBe(
      'You can book at most 0 days ahead: choose a first day on or before 10-03-2026.',
    );
  });

  it('count both ends of a booking, and name its latest last day', () => {
    expect(bookingLengthRefusal(policy, TODAY, '2026-05-08')).toBeUndefined();
    const refusal = bookingLengthRefusal(policy, TODAY, '2026-05-09');
    expect(refusal?.values).toEqual({ count: 60, date: '2026-05-08' });
    expect(textOf(refusal)).toBe('A booking can last at most 60 days: end on or before 08-05-2026.');
    expect(textOf(bookingLengthRefusal(policy, TODAY, '9999-12-31'))).toBe(
      'A booking can last at most 60 days: end on or before 08-05-2026.',
    );
  });

  it('let a one-day booking through the shortest limit', () => {
    expect(bookingLengthRefusal({ maxBookingDays: 1 }, TODAY, TODAY)).toBeUndefined();
    expect(bookingLengthRefusal({ maxBookingDays: 1 }, TODAY, '2026-03-11')?.values.date).toBe(TODAY);
  });

  it('leave a period that ends before it starts to the period check', () => {
    expect(bookingLengthRefusal(policy, TODAY, '2026-03-09')).toBeUndefined();
  });

  it('take the quantity limit itself, not one more', () => {
    expect(bookingQuantityRefusal(policy, 5)).toBeUndefined();
    expect(textOf(bookingQuantityRefusal(policy, 6))).toBe('You can book at most 5 units at a time.');
  });
});

describe('the reservation limit', () => {
  it('lets a loaner take one more below the limit, none at it', () => {
    expect(reservationLimitReached(policy, 4)).toBe(false);
    expect(reservationLimitReached(policy, 5)).toBe(true);
    expect(reservationLimitRefusal(policy, 4)).toBeUndefined();
    const refusal = reservationLimitRefusal(policy, 5);
    expect(refusal).toEqual({
      key: 'tooManyReservations',
      template: limitRefusalTemplates.tooManyReservations,
      values: { count: 5 },
    });
    expect(textOf(reservationLimitRefusal({ maxOpenReservations: 1 }, 3))).toBe(
      'You can hold at most 1 reservations and waiting-list places at a time: pick one up, cancel one or leave a waiting list before you reserve more.',
    );
  });
});

describe('a refusal as it is shown', () => {
  it('shows its date as dd-MM-yyyy and its count as it is', () => {
    expect(limitRefusalShownValues({ values: { count: 60, date: '2026-05-08' } })).toEqual({
      count: 60,
      date: '08-05-2026',
    });
    expect(limitRefusalShownValues({ values: {} })).toEqual({});
  });

  it('has no values in its text but a count and a date', () => {
    for (const template of Object.values(limitRefusalTemplates)) {
      expect(template.replace(/{{(count|date)}}/g, '')).not.toMatch(/{{|}}/);
    }
  });
});
