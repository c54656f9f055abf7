import { z } from 'zod';
import { borrowerRefusalFields } from './borrower-refusal.js';
import { databaseId, isoDate, pagedQuery, problem, rowId } from './common.js';
import { loaner } from './loaner.js';

/**
 * The lending limits an Admin sets (LENDING.md "Limits"). Every rule that counts against them reads them from
 * the server; the web app shows them to the user before they hit them.
 */
export const lendingPolicy = z.object({
  /** Reservations a loaner may hold at once. */
  maxOpenReservations: z.number().int().min(1).max(1000),
  /** Extensions one loan may get. */
  maxExtensions: z.number().int().min(0).max(100),
  /** The furthest return date of a loan, in days after its loan day (after today for a new one). */
  maxLoanDays: z.number().int().min(1).max(3650),
  /** How far ahead a booking may start, in days after today. */
  maxBookingLeadDays: z.number().int().min(0).max(3650),
  /** How many days one booking may span, its first and last included. */
  maxBookingDays: z.number().int().min(1).max(366),
  /** Units one booking of a Loaner may take (a Clerk or Admin may book more for a class). */
  maxBookingQuantity: z.number().int().min(1).max(1000),
  /** A loaner with an overdue loan may not reserve or book. */
  blockReservationsWhenOverdue: z.boolean(),
});
export type LendingPolicy = z.infer<typeof lendingPolicy>;

/** The limits until an Admin changes them (LENDING.md "Limits"). */
export const DEFAULT_LENDING_POLICY: Readonly<LendingPolicy> = {
  maxOpenReservations: 5,
  maxExtensions: 2,
  maxLoanDays: 180,
  maxBookingLeadDays: 120,
  maxBookingDays: 60,
  maxBookingQuantity: 5,
  blockReservationsWhenOverdue: false,
};

/** A booking ahead's life (LENDING.md "Bookings ahead"): Booked → Ready → Collected, or Cancelled, or Expired. */
export const BookingStatus = {
  Booked: 'Booked',
  Ready: 'Ready',
  Collected: 'Collected',
  Cancelled: 'Cancelled',
  Expired: 'Expired',
} as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];
export const allBookingStatuses = Object.values(BookingStatus) as [BookingStatus, ...BookingStatus[]];
/** The statuses in which a booking still claims units. */
export const liveBookingStatuses: readonly BookingStatus[] = [BookingStatus.Booked, BookingStatus.Ready];

export const bookingStatus = z.enum(allBookingStatuses);

/** A unit set aside for a ready booking: the Clerk fetches it from the shelf by its number. */
export const setAsideUnit = z.object({ componentId: z.number().int(), componentNumber: z.number().int() });
export type SetAsideUnit = z.infer<typeof setAsideUnit>;

export const booking = z.object({
  bookingId: z.number().int(),
  componentTypeId: z.number().int(),
  componentTypeName: z.string(),
  /** The loaner the units are for; their personal data only for the booker themselves, Clerks and Admins. */
  loaner: loaner.nullable(),
  quantity: z.number().int(),
  from: isoDate,
  to: isoDate,
  status: bookingStatus,
  /** Units set aside for pick-up now (held reservations of the loaner). */
  readyCount: z.number().int(),
  /** Units handed out for it. */
  collectedCount: z.number().int(),
  /** The lab cannot give it every unit on some day of its period (a unit broke, a loan came back late). */
  atRisk: z.boolean(),
  /** The units set aside for it, to fetch from the shelf. */
  setAside: z.array(setAsideUnit),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof booking>;

/** POST Bookings: `quantity` units of the type on every lab day from `from` through `to`. */
export const bookingRequest = z.object({
  componentTypeId: rowId,
  quantity: z.number().int().min(1).max(1000),
  from: isoDate,
  to: isoDate,
  /** Whom it is for: a Clerk or Admin may book for any loaner; a Loaner books for themselves. */
  loanerId: rowId.optional(),
});
export type BookingRequest = z.infer<typeof bookingRequest>;

/** A status filter in a query string, repeated or single. */
const statusList = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(bookingStatus).max(allBookingStatuses.length),
);

/**
 * GET Bookings: the Clerk's list, filtered by status (none given: every status), optionally only those at risk, or
 * only one loaner's (the counter's ready bookings of the loaner at the desk).
 */
export const bookingsQuery = pagedQuery.extend({
  status: statusList,
  atRisk: z.enum(['true', 'false']).optional(),
  loanerId: databaseId.optional(),
});
export type BookingsQuery = z.infer<typeof bookingsQuery>;

/** One lab day on which a claim does not fit, and what is left that day. */
export const dayConflict = z.object({ date: isoDate, available: z.number().int() });
export type DayConflict = z.infer<typeof dayConflict>;

/** A 409 of a claim that does not fit: the days in conflict and what would work. */
export const claimConflictProblem = problem.extend({
  conflicts: z.array(dayConflict).optional(),
  /** A hand-out or extension: the latest return date that breaks nothing. */
  latestReturnDate: isoDate.optional(),
  /** A booking: the earliest first day from which the same period and quantity can be had. */
  earliestFrom: isoDate.optional(),
  /** The loaner lacks a qualification a type requires, or has not accepted the lab's rules. */
  ...borrowerRefusalFields,
});
export type ClaimConflictProblem = z.infer<typeof claimConflictProblem>;

export const bookingIdParam = z.object({ id: databaseId });

/** GET Loaners/Loaner/calendar: the private address of the user's calendar feed. */
export const calendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
