import { z } from 'zod';
import { EmailStatus, EnvironmentName } from '../enums.js';
import { isoDate, pagedQuery, storableText, wholeNumberText } from './common.js';

export const liveMetric = z.object({
  name: z.string(),
  value: z.string(),
  lastUpdated: z.string().nullable(),
});
export type LiveMetric = z.infer<typeof liveMetric>;

export const liveMetricInput = z.object({
  name: storableText().trim().min(1).max(100),
  value: z.enum(['true', 'false']),
});

export const environmentInfo = z.object({
  environment: z.enum(EnvironmentName),
  version: z.string(),
  /** The lab's today (yyyy-MM-dd in LAB_TIME_ZONE): the first day of the date pickers, whatever the browser's zone. */
  labToday: isoDate,
});
export type EnvironmentInfo = z.infer<typeof environmentInfo>;

export const emailLog = z.object({
  emailLogId: z.number().int(),
  recipientEmail: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.union([z.literal(EmailStatus.Failed), z.literal(EmailStatus.Sent)]),
  sentAt: z.string(),
  errorMessage: z.string().nullable(),
});
export type EmailLog = z.infer<typeof emailLog>;

export const reminderTemplate = z.object({ subject: z.string(), body: z.string() });
export const reminderCount = z.object({ count: z.number().int() });
export const reminderResult = z.object({ sent: z.number().int(), failed: z.number().int() });

export const fullyBookedRow = z.object({
  componentTypeId: z.number().int(),
  componentName: z.string(),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  totalNumberOfComponents: z.number().int(),
  numberOfDefectComponents: z.number().int(),
  numberOfLostComponents: z.number().int(),
  numberOfTrashedComponents: z.number().int(),
  numberOfNotReturnedComponents: z.number().int(),
  numberOfReservedToAdmin: z.number().int(),
  numberOfReservedToLoaner: z.number().int(),
});
export type FullyBookedRow = z.infer<typeof fullyBookedRow>;

/** GET ComponentTypes/neverbooked: types not booked since this lab calendar date. */
export const neverBookedQuery = z.object({
  // PostgreSQL has no year 0, which the ISO pattern lets through.
  date: isoDate.refine((date) => date >= '0001-01-01', 'Invalid date'),
});

export const neverBookedRow = z.object({
  componentTypeId: z.number().int(),
  componentName: z.string(),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  location: z.string().nullable(),
  numberOfComponents: z.number().int(),
});
export type NeverBookedRow = z.infer<typeof neverBookedRow>;

/** GET ComponentTypes/bookedahead looks this many lab days ahead at most (8 weeks, as far as a calendar shows). */
export const MAX_BOOKED_AHEAD_DAYS = 56;
/** GET ComponentTypes/bookedahead looks a week ahead when the request does not say. */
export const DEFAULT_BOOKED_AHEAD_DAYS = 7;

/** GET ComponentTypes/bookedahead: a page of the types their bookings take to 0 or below within `days` lab days. */
export const bookedAheadQuery = pagedQuery.pick({ pageNumber: true, pageSize: true }).extend({
  days: wholeNumberText(1, MAX_BOOKED_AHEAD_DAYS).default(DEFAULT_BOOKED_AHEAD_DAYS),
});
export type BookedAheadQuery = z.infer<typeof bookedAheadQuery>;

/**
 * A type whose availability falls to 0 (fully booked) or below (a booking at risk) on a coming lab day on which
 * its bookings claim units: the first such day, what is left and what is booked on it.
 */
export const bookedAheadRow = z.object({
  componentTypeId: z.number().int(),
  componentName: z.string(),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The first such lab day (yyyy-MM-dd). */
  date: isoDate,
  /** Units left on that day: 0 or below; below 0 a booking cannot be served in full. */
  available: z.number().int(),
  /** Units the type's live bookings claim on that day. */
  bookedQuantity: z.number().int(),
  /** The type's live bookings (Booked or Ready) that claim a day of the period looked at. */
  liveBookings: z.number().int(),
});
export type BookedAheadRow = z.infer<typeof bookedAheadRow>;
