import { z } from 'zod';
import { PAGE_SIZES } from '../constants.js';
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

const PAGE_SIZE_MESSAGE = `Must be one of ${PAGE_SIZES.join(', ')}`;

/** `descending` of a statistics table's sort: 'true' or 'false'. */
const descendingText = z
  .enum(['true', 'false'])
  .transform((text) => text === 'true')
  .optional();

/**
 * What a statistics table adds to the spec's call: a page (10, 25 or 50 rows, as every list of the spec; without
 * `pageNumber` and `pageSize` the whole list, as the spec asks for it) sorted by one of the table's columns, `id`
 * breaking ties. Without `sortBy` and `descending` the table's default order.
 */
function statisticsTableQuery<const Column extends string>(columns: readonly [Column, ...Column[]]) {
  return z.object({
    pageNumber: pagedQuery.shape.pageNumber.unwrap().optional(),
    pageSize: z
      .string({ error: PAGE_SIZE_MESSAGE })
      .refine((text) => PAGE_SIZES.some((size) => String(size) === text), PAGE_SIZE_MESSAGE)
      .transform(Number)
      .optional(),
    sortBy: z.enum(columns).optional(),
    descending: descendingText,
  });
}

/** The columns GET ComponentTypes/booked sorts by; by default componentName descending (spec §2). */
export const fullyBookedSortColumns = [
  'componentName',
  'totalNumberOfComponents',
  'numberOfDefectComponents',
  'numberOfLostComponents',
  'numberOfTrashedComponents',
  'numberOfNotReturnedComponents',
  'numberOfReservedToAdmin',
  'numberOfReservedToLoaner',
] as const;
export type FullyBookedSortColumn = (typeof fullyBookedSortColumns)[number];

/** GET ComponentTypes/booked: the spec's call takes nothing; a page and an order may be asked for. */
export const fullyBookedQuery = statisticsTableQuery(fullyBookedSortColumns);
export type FullyBookedQuery = z.infer<typeof fullyBookedQuery>;

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

/** The columns GET ComponentTypes/neverbooked sorts by; by default componentName ascending. */
export const neverBookedSortColumns = ['componentName', 'location', 'numberOfComponents'] as const;
export type NeverBookedSortColumn = (typeof neverBookedSortColumns)[number];

/** GET ComponentTypes/neverbooked: types not booked since this lab calendar date, a page and an order if asked. */
export const neverBookedQuery = statisticsTableQuery(neverBookedSortColumns).extend({
  // PostgreSQL has no year 0, which the ISO pattern lets through.
  date: isoDate.refine((date) => date >= '0001-01-01', 'Invalid date'),
});
export type NeverBookedQuery = z.infer<typeof neverBookedQuery>;

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

/** The columns GET ComponentTypes/bookedahead sorts by; by default date ascending, then by name. */
export const bookedAheadSortColumns = ['componentName', 'date', 'available', 'bookedQuantity', 'liveBookings'] as const;
export type BookedAheadSortColumn = (typeof bookedAheadSortColumns)[number];

/**
 * GET ComponentTypes/bookedahead: a page of the types their bookings take to 0 or below within `days` lab days,
 * sorted by `sortBy` (ties by name), `descending` or not.
 */
export const bookedAheadQuery = pagedQuery.pick({ pageNumber: true, pageSize: true }).extend({
  days: wholeNumberText(1, MAX_BOOKED_AHEAD_DAYS).default(DEFAULT_BOOKED_AHEAD_DAYS),
  sortBy: z.enum(bookedAheadSortColumns).optional(),
  descending: descendingText,
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

/** GET Statistics/upkeep (Admin): the lab's repairs and calibrations (LAB.md "Faults and repairs", "Calibration"). */
export const upkeepStatistics = z.object({
  /** Tickets Open or InRepair: a unit has at most one. */
  inRepair: z.number().int(),
  /** Over the Fixed and Scrapped tickets, closedAt − openedAt in days to one decimal; null while no ticket has closed. */
  meanDaysInRepair: z.number().nullable(),
  /** Units in the lab whose calibration falls due in the next calendar month of the lab. */
  calibrationsDueNextMonth: z.number().int(),
});
export type UpkeepStatistics = z.infer<typeof upkeepStatistics>;
