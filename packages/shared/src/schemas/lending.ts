import { z } from 'zod';
import { ComponentStatus } from '../enums.js';
import { messages } from '../messages.js';
import { borrowerRefusalFields } from './borrower-refusal.js';
import { componentStatus } from './catalogue.js';
import { databaseId, isoDate, pagedQuery, problem, rowId, wholeNumberText } from './common.js';
import { loaner } from './loaner.js';
import { faultReport } from './repairs.js';
import { stockIssueRequest, stockMovement } from './stock.js';

export const componentTypeIdParam = z.object({ componentTypeId: databaseId });
/**
 * POST Reservations/{id} and Waitlist/{id}: a component type's id, named as the DELETE at the same address names
 * its entry's, for one path in the OpenAPI document.
 */
export const componentTypeAsIdParam = z.object({ id: databaseId.meta({ description: "The component type's id" }) });

export const reservationComponent = z.object({
  componentId: z.number().int(),
  componentTypeId: z.number().int(),
  componentTypeName: z.string(),
  componentNumber: z.number().int(),
  adminComment: z.string().nullable(),
});

export const reservation = z.object({
  reservationId: z.number().int(),
  reservationDate: z.string(),
  /**
   * The lab's day it must be picked up by, or it expires (RESERVATION_PICKUP_DAYS after reservationDate; for a unit
   * set aside for a booking, no later than the booking's last day).
   */
  pickUpBy: isoDate,
  /** The last day of the booking ahead this unit is set aside for: the hand-out's return date unless the Clerk picks another. Null for a Reserve. */
  bookingTo: isoDate.nullable(),
  loanerId: z.number().int(),
  component: reservationComponent,
  loaner: loaner.nullable(),
});
export type Reservation = z.infer<typeof reservation>;

export const loan = z.object({
  loanId: z.number().int(),
  loanerId: z.number().int(),
  componentId: z.number().int(),
  loanDate: z.string(),
  /** The agreed hand-in date (a calendar date). */
  returnDate: isoDate,
  /** When the component actually came back; null while the loan is active. */
  returnedAt: z.string().nullable(),
  isEmailSent: z.boolean(),
  lastEmailSend: z.string().nullable(),
  /** Active and past its return date, by the lab's calendar (LAB_TIME_ZONE), decided by the server. */
  isOverdue: z.boolean(),
  /** How many times its return date was moved later (LENDING.md "Extensions"). */
  extensions: z.number().int(),
  /** The extension the loaner asked for that waits for a Clerk, if any. */
  pendingExtension: z.object({ extensionRequestId: z.number().int(), requestedReturnDate: isoDate }).nullable(),
  component: reservationComponent,
  loaner: loaner.nullable(),
  /**
   * The fault reports waiting on the unit for this hand-in (made while it was held or on loan), oldest first; the
   * reporter named to Clerks and Admins only.
   */
  faultReports: z.array(faultReport),
});
export type Loan = z.infer<typeof loan>;

/** The agreed hand-in date of a hand-out; a missing one answers with the spec's 'Handin date is undefined'. */
const handinDate = z.string({ error: messages.handinDateUndefined }).pipe(isoDate);

export const handoutReservationRequest = z.object({
  reservationId: rowId,
  componentId: rowId,
  loanerId: rowId,
  handinDate,
  /** Hand out even though the loaner has overdue loans. */
  force: z.boolean().optional().default(false),
});
export type HandoutReservationRequest = z.infer<typeof handoutReservationRequest>;

export const handoutAvailableRequest = handoutReservationRequest.omit({ reservationId: true });
export type HandoutAvailableRequest = z.infer<typeof handoutAvailableRequest>;

/** The directions a list sorted by one column can go: `asc` the earliest first. */
export const sortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirection>;

/** GET Loans and Loans/User: a page of active loans by return date, the earliest first unless `desc`. */
export const activeLoansQuery = pagedQuery.extend({ sortDirection: sortDirection.default('asc') });
export type ActiveLoansQuery = z.infer<typeof activeLoansQuery>;

export const handinQuery = z.object({
  status: wholeNumberText(0, ComponentStatus.NeverReturned).pipe(componentStatus).default(0),
});

/** GET Loans/overdue: loanerIds repeated in the query (a single one arrives as a plain value). */
export const overdueQuery = z.object({
  loanerIds: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(databaseId).max(200),
  ),
});

export const loanerOverdue = z.object({ loanerId: z.number().int(), hasOverdueLoans: z.boolean() });
export type LoanerOverdue = z.infer<typeof loanerOverdue>;

export const loanSetting = z.object({
  defaultReturnDate: isoDate.nullable(),
  /** The last hand-in date a hand-out (or the default) may have today: the lab's today plus the longest loan. */
  latestReturnDate: isoDate,
});
export type LoanSetting = z.infer<typeof loanSetting>;

export const loanSettingUpdate = z.object({ defaultReturnDate: isoDate });
export type LoanSettingUpdate = z.infer<typeof loanSettingUpdate>;

/**
 * GET ComponentTypes/{id}/availability: a period of lab days, both included. The server refuses a period that
 * ends before it starts, is longer than MAX_AVAILABILITY_DAYS, or starts before the lab's today.
 */
export const availabilityQuery = z.object({ from: isoDate, to: isoDate });
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

/**
 * How many units of a type can be had on one lab day: lendable units less the claims on that day. The server
 * makes each `date` itself, so the answer does not check it again as `isoDate`: encoding a year of days that way
 * cost more than computing them.
 */
export const dayAvailability = z.object({
  date: z.string().meta({ format: 'date', description: 'A lab day, yyyy-MM-dd' }),
  available: z.number().int(),
});
export type DayAvailability = z.infer<typeof dayAvailability>;

/** The counter (LENDING.md "Counter") takes at most this many components or loans in one batch. */
export const MAX_COUNTER_BATCH = 50;

/** The list has each value once: a component or loan scanned twice is a mistake to show, not to merge. */
const withoutRepeats = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** A consumable taken at the counter: how much of the type's stock goes to the loaner. */
export const counterConsumable = z.object({ componentTypeId: rowId, quantity: stockIssueRequest.shape.quantity });
export type CounterConsumable = z.infer<typeof counterConsumable>;

/**
 * POST Loans/batch: hands the components out to the loaner and issues the consumables to them in one go, all or
 * none. Either list may be left out or empty, not both. A consumable listed twice is refused like a component
 * scanned twice: the Clerk sees the mistake instead of a sum they did not type.
 */
export const batchHandoutRequest = z
  .object({
    loanerId: rowId,
    /** The return date of the components; not checked when only consumables are taken (nothing comes back). */
    handinDate,
    /** Hand out even though the loaner has overdue loans. */
    force: z.boolean().optional().default(false),
    componentIds: z
      .array(rowId)
      .max(MAX_COUNTER_BATCH)
      .refine(withoutRepeats, 'Each component may be listed only once.')
      .optional()
      .default([]),
    /** Sent (even empty), the answer is `{ loans, issues }`; left out, the loans alone, as before consumables. */
    consumables: z
      .array(counterConsumable)
      .max(MAX_COUNTER_BATCH)
      .refine(
        (items) => withoutRepeats(items.map((item) => item.componentTypeId)),
        'Each consumable may be listed only once: give its whole quantity on one line.',
      )
      .optional(),
  })
  .refine((batch) => batch.componentIds.length > 0 || (batch.consumables?.length ?? 0) > 0, {
    path: ['componentIds'],
    message: 'Scan at least one component or consumable.',
  });
export type BatchHandoutRequest = z.infer<typeof batchHandoutRequest>;

/** POST Loans/batch's answer when the request lists `consumables`: the loans opened and the stock issued. */
export const batchHandoutAnswer = z.object({ loans: z.array(loan), issues: z.array(stockMovement) });
export type BatchHandoutAnswer = z.infer<typeof batchHandoutAnswer>;

/** Why one component of a batch hand-out cannot go to the loaner, in words. */
export const componentRefusal = z.object({ componentId: z.number().int(), reason: z.string() });
export type ComponentRefusal = z.infer<typeof componentRefusal>;

/**
 * POST Loans/batch's 409: `components` lists every component that stops the batch (absent for the loaner's overdue
 * loans); a consumable that stops it is `componentTypeId`, with `available` when there is not that much in stock. A
 * return date that reaches a unit's calibration due day names the unit (`componentId`), and a return date that
 * would do (`latestReturnDate`), as a return date that breaks a booking does.
 */
export const batchHandoutProblem = problem.extend({
  components: z.array(componentRefusal).optional(),
  componentTypeId: z.number().int().optional(),
  available: z.number().int().optional(),
  componentId: z.number().int().optional(),
  latestReturnDate: z.string().optional(),
  /** The loaner lacks a qualification a type requires, or has not accepted the lab's rules. */
  ...borrowerRefusalFields,
});
export type BatchHandoutProblem = z.infer<typeof batchHandoutProblem>;

/** POST Loans/handin: takes the loans back in one go, all or none, each component with its status. */
export const batchHandinRequest = z.object({
  items: z
    .array(z.object({ loanId: rowId, status: componentStatus }))
    .min(1)
    .max(MAX_COUNTER_BATCH)
    .refine((items) => withoutRepeats(items.map((item) => item.loanId)), 'Each loan may be listed only once.'),
});
export type BatchHandinRequest = z.infer<typeof batchHandinRequest>;

/** Why one loan of a batch hand-in cannot be taken back, in words. */
export const loanRefusal = z.object({ loanId: z.number().int(), reason: z.string() });
export type LoanRefusal = z.infer<typeof loanRefusal>;

/** POST Loans/handin's 409: `loans` lists every loan that stops the batch. */
export const batchHandinProblem = problem.extend({ loans: z.array(loanRefusal).optional() });
export type BatchHandinProblem = z.infer<typeof batchHandinProblem>;
