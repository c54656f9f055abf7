import { ActivityKind, outOfTheLabStatuses } from '@labstock/shared';
import { and, asc, eq, gt, gte, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { isActiveLoan, isDueOnOrBefore, isLiveBooking } from '../../db/lending-definitions.js';
import { withLendingParts } from '../../db/lending-join.js';
import {
  activityLog,
  bookings,
  components,
  componentTypes,
  extensionRequests,
  loaners,
  loans,
  noticesSent,
  qualificationGrants,
  qualifications,
  reservations,
} from '../../db/schema.js';
import { NoticeKind } from './notice-kind.js';

/** At most this many notices per run: a long queue is sent over the next runs, without one long transaction. */
const BATCH = 200;

export interface NoticeSubject {
  subjectId: number;
  /** Which one of a repeating notice; 0 for a notice sent once. */
  occurrence?: number;
}

/**
 * Claims the notices in the caller's transaction and answers the subjects this caller may send. A notice
 * another transaction claimed is skipped: while that one is open the insert waits for it, so two processes
 * running a job at the same moment never both send.
 */
export async function claimNotices(
  executor: Executor,
  kind: NoticeKind,
  subjects: NoticeSubject[],
  claimedAt: Date,
): Promise<Set<number>> {
  if (subjects.length === 0) return new Set();
  const claimed = await executor
    .insert(noticesSent)
    .values(subjects.map(({ subjectId, occurrence = 0 }) => ({ kind, subjectId, occurrence, claimedAt })))
    .onConflictDoNothing()
    .returning({ subjectId: noticesSent.subjectId });
  return new Set(claimed.map((row) => row.subjectId));
}

/**
 * Not yet sent: keeps the notices already claimed out of the next runs' queries; of one `occurrence` only, for a
 * notice sent once per occurrence.
 */
function notClaimed(kind: NoticeKind, subjectId: AnyPgColumn, occurrence?: SQL): SQL {
  const ofOccurrence = occurrence ? sql` and ${noticesSent.occurrence} = ${occurrence}` : sql``;
  return sql`not exists (select 1 from ${noticesSent} where ${noticesSent.kind} = ${kind} and ${noticesSent.subjectId} = ${subjectId}${ofOccurrence})`;
}

const hasAddress = sql`trim(coalesce(${loaners.email}, '')) <> ''`;

/** Who a notice goes to, and in which language. */
const loanerColumns = {
  loanerId: loaners.id,
  firstName: loaners.firstName,
  lastName: loaners.lastName,
  auId: loaners.auId,
  email: loaners.email,
  language: loaners.language,
};

const recipientColumns = {
  ...loanerColumns,
  componentName: componentTypes.name,
  componentNumber: components.componentNumber,
};

/**
 * The rows of `query` that `conditions` keep and whose notice of `kind` about `subject` is still to send to a
 * loaner with an address: a batch at a time, oldest subject first.
 */
function unsent<Query extends PgSelectQueryBuilder>(
  query: Query,
  kind: NoticeKind,
  subject: AnyPgColumn,
  ...conditions: SQL[]
) {
  return query
    .where(and(...conditions, hasAddress, notClaimed(kind, subject)))
    .orderBy(asc(subject))
    .limit(BATCH);
}

/** Reservations still within their pick-up window whose loaner has not had the confirmation. */
export function reservationsToConfirm(executor: Executor, madeAfter: Date) {
  return unsent(
    reservationsMadeAfter(executor),
    NoticeKind.ReservationConfirmation,
    reservations.id,
    gt(reservations.reservationDate, madeAfter),
    // A unit set aside for a booking is told by the booking's own notice, one from a waiting list by its own.
    isNull(reservations.bookingId),
    eq(reservations.fromWaitlist, false),
  );
}

/** Reservations handed over from a waiting list, still within their pick-up window, whose loaner was not told. */
export function waitlistReservationsToNotice(executor: Executor, madeAfter: Date) {
  return unsent(
    reservationsMadeAfter(executor),
    NoticeKind.WaitlistServed,
    reservations.id,
    gt(reservations.reservationDate, madeAfter),
    eq(reservations.fromWaitlist, true),
  );
}

/** Reservations with their parts and the moment each was made, for the notices that give a pick-up day. */
function reservationsMadeAfter(executor: Executor) {
  const query = executor
    .select({ ...recipientColumns, subjectId: reservations.id, reservationDate: reservations.reservationDate })
    .from(reservations)
    .$dynamic();
  return withLendingParts(query, reservations);
}

/** Reservations the expiry deleted since `since` (as the activity log has them) whose loaner was not told. */
export function expiriesToNotice(executor: Executor, since: Date) {
  const query = executor
    .select({ ...recipientColumns, subjectId: sql<number>`${activityLog.reservationId}`.mapWith(Number) })
    .from(activityLog)
    .innerJoin(loaners, eq(loaners.id, activityLog.loanerId))
    .innerJoin(components, eq(components.id, activityLog.componentId))
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .$dynamic();
  return unsent(
    query,
    NoticeKind.ReservationExpired,
    activityLog.reservationId,
    eq(activityLog.kind, ActivityKind.ReservationExpired),
    gte(activityLog.at, since),
  );
}

/**
 * Active loans due within `days` of the lab's `today` (yyyy-MM-dd) whose loaner was not reminded. A loan made
 * inside that window is left out: whoever borrows for two days needs no reminder the moment they leave.
 */
export function loansDueSoon(executor: Executor, today: string, lastDay: string, days: number, timeZone: string) {
  const loanDay = sql`(${loans.loanDate} at time zone ${timeZone}::text)::date`;
  const query = executor
    .select({ ...recipientColumns, subjectId: loans.id, returnDate: loans.returnDate })
    .from(loans)
    .$dynamic();
  return unsent(
    withLendingParts(query, loans),
    NoticeKind.LoanDueSoon,
    loans.id,
    isActiveLoan(),
    gte(loans.returnDate, today),
    lte(loans.returnDate, lastDay),
    sql`${loanDay} < ${loans.returnDate} - ${days}::integer`,
  );
}

/**
 * Units set aside for bookings within their pick-up window whose loaner was not told: the "ready for pick-up"
 * notice, with the booking's last day (the pick-up window may run past it).
 */
export function setAsideUnitsToNotice(executor: Executor, madeAfter: Date) {
  const query = executor
    .select({
      ...recipientColumns,
      subjectId: reservations.id,
      reservationDate: reservations.reservationDate,
      bookingTo: bookings.toDay,
    })
    .from(reservations)
    .innerJoin(bookings, eq(bookings.id, reservations.bookingId))
    .$dynamic();
  return unsent(
    withLendingParts(query, reservations),
    NoticeKind.BookingReady,
    reservations.id,
    gt(reservations.reservationDate, madeAfter),
  );
}

/** Live bookings marked at risk whose loaner was not told. */
export function bookingsAtRiskToNotice(executor: Executor) {
  const query = executor
    .select({
      ...loanerColumns,
      subjectId: bookings.id,
      componentName: componentTypes.name,
      quantity: bookings.quantity,
      from: bookings.fromDay,
      to: bookings.toDay,
    })
    .from(bookings)
    .innerJoin(loaners, eq(loaners.id, bookings.loanerId))
    .innerJoin(componentTypes, eq(componentTypes.id, bookings.componentTypeId))
    .$dynamic();
  return unsent(query, NoticeKind.BookingAtRisk, bookings.id, eq(bookings.atRisk, true), isLiveBooking());
}

/** Extension requests decided since `since` (granted at once, approved or declined) whose loaner was not told. */
export function extensionDecisionsToNotice(executor: Executor, since: Date) {
  const query = executor
    .select({
      ...recipientColumns,
      subjectId: extensionRequests.id,
      status: extensionRequests.status,
      reason: extensionRequests.reason,
      returnDate: loans.returnDate,
    })
    .from(extensionRequests)
    .innerJoin(loans, eq(loans.id, extensionRequests.loanId))
    .$dynamic();
  return unsent(
    withLendingParts(query, loans),
    NoticeKind.ExtensionDecided,
    extensionRequests.id,
    gte(extensionRequests.decidedAt, since),
  );
}

/** A grant's expiry day as its notice's occurrence (days since 1970-01-01): a renewed grant is told anew. */
const expiryDayNumber = sql<number>`(${qualificationGrants.expiresOn} - date '1970-01-01')`;

/**
 * Grants that expire after the lab's `today` and on or before `lastDay` whose expiry their loaner (with an address)
 * was not told of, soonest first, read by the expiry index. One already expired is not told.
 */
export function grantsExpiring(executor: Executor, today: string, lastDay: string) {
  return executor
    .select({
      ...loanerColumns,
      subjectId: qualificationGrants.id,
      occurrence: expiryDayNumber.mapWith(Number),
      qualificationName: qualifications.name,
      expiresOn: sql<string>`${qualificationGrants.expiresOn}::text`,
    })
    .from(qualificationGrants)
    .innerJoin(qualifications, eq(qualifications.id, qualificationGrants.qualificationId))
    .innerJoin(loaners, eq(loaners.id, qualificationGrants.loanerId))
    .where(
      and(
        gt(qualificationGrants.expiresOn, today),
        lte(qualificationGrants.expiresOn, lastDay),
        hasAddress,
        notClaimed(NoticeKind.QualificationExpiring, qualificationGrants.id, expiryDayNumber),
      ),
    )
    .orderBy(asc(qualificationGrants.expiresOn), asc(qualificationGrants.id))
    .limit(BATCH);
}

/** A unit's due day as its calibration notice's occurrence (days since 1970-01-01): each due day is told once. */
const dueDayNumber = sql<number>`(${components.calibrationDueOn} - date '1970-01-01')`;

/**
 * Units in the lab falling due for calibration from the lab's `today` through `lastDay` whose due day the lab was
 * not told of, soonest first, read by the due-day index. A unit whose interval was shortened into the window is
 * told too; one already overdue is not (the Calibration list shows it).
 */
export function unitsFallingDue(executor: Executor, today: string, lastDay: string) {
  return executor
    .select({
      subjectId: components.id,
      occurrence: dueDayNumber.mapWith(Number),
      componentName: componentTypes.name,
      componentNumber: components.componentNumber,
      calibrationDueOn: sql<string>`${components.calibrationDueOn}::text`,
    })
    .from(components)
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .where(
      and(
        gte(components.calibrationDueOn, today),
        isDueOnOrBefore(lastDay),
        notInArray(components.status, [...outOfTheLabStatuses]),
        notClaimed(NoticeKind.CalibrationDue, components.id, dueDayNumber),
      ),
    )
    .orderBy(asc(components.calibrationDueOn), asc(componentTypes.name), asc(components.componentNumber))
    .limit(BATCH);
}
