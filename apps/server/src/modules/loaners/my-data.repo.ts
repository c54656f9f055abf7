import {
  ActivityKind,
  type BookingStatus,
  type ComponentStatus,
  EmailStatus,
  type ExtensionStatus,
  type MyDataExport,
  StockMovementKind,
  type TrainingRequestStatus,
} from '@labstock/shared';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isActiveLoan } from '../../db/lending-definitions.js';
import {
  activityLog,
  bookings,
  components,
  componentTypes,
  emailLogs,
  extensionRequests,
  faultReports,
  loaners,
  loans,
  qualificationGrants,
  qualifications,
  reservations,
  rulesAcceptances,
  stockMovements,
  trainingRequests,
  waitlistEntries,
} from '../../db/schema.js';

/**
 * The rows of one loaner's data export (LAB.md "Privacy"), one query per kind, each reading only rows that are
 * theirs and only columns about them: who else acted on a row (granted, decided, recorded) is never read.
 */

type Rows<Key extends keyof MyDataExport> = Promise<MyDataExport[Key]>;

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** The unit a row names, left-joined: its type's name and its number, null once deleted. */
const unitColumns = { componentTypeName: componentTypes.name, componentNumber: components.componentNumber };

export async function profileOf(executor: Executor, loanerId: number): Promise<MyDataExport['profile'] | undefined> {
  const [row] = await executor
    .select({
      loanerId: loaners.id,
      auId: loaners.auId,
      firstName: loaners.firstName,
      lastName: loaners.lastName,
      studentNo: loaners.studentNo,
      staffInitials: loaners.staffInitials,
      mobileNo: loaners.mobileNo,
      email: loaners.email,
      language: loaners.language,
      createdAt: loaners.createdAt,
      hasCalendarFeed: isNotNull(loaners.calendarSecret).mapWith(Boolean),
    })
    .from(loaners)
    .where(eq(loaners.id, loanerId));
  if (!row) return undefined;
  const { createdAt, ...profile } = row;
  return { ...profile, registeredAt: iso(createdAt) };
}

export async function qualificationsOf(executor: Executor, loanerId: number): Rows<'qualifications'> {
  const rows = await executor
    .select({
      name: qualifications.name,
      grantedOn: qualificationGrants.grantedOn,
      expiresOn: qualificationGrants.expiresOn,
      grantedAt: qualificationGrants.grantedAt,
    })
    .from(qualificationGrants)
    .innerJoin(qualifications, eq(qualifications.id, qualificationGrants.qualificationId))
    .where(eq(qualificationGrants.loanerId, loanerId))
    .orderBy(asc(qualificationGrants.grantedOn), asc(qualificationGrants.id));
  return rows.map((row) => ({ ...row, grantedAt: iso(row.grantedAt) }));
}

export async function trainingRequestsOf(executor: Executor, loanerId: number): Rows<'trainingRequests'> {
  const rows = await executor
    .select({
      qualificationName: qualifications.name,
      status: trainingRequests.status,
      reason: trainingRequests.reason,
      requestedAt: trainingRequests.requestedAt,
      decidedAt: trainingRequests.decidedAt,
    })
    .from(trainingRequests)
    .innerJoin(qualifications, eq(qualifications.id, trainingRequests.qualificationId))
    .where(eq(trainingRequests.loanerId, loanerId))
    .orderBy(asc(trainingRequests.id));
  return rows.map((row) => ({
    ...row,
    status: row.status as TrainingRequestStatus,
    requestedAt: iso(row.requestedAt),
    decidedAt: isoOrNull(row.decidedAt),
  }));
}

export async function rulesAcceptedBy(executor: Executor, loanerId: number): Rows<'rulesAccepted'> {
  const rows = await executor
    .select({
      version: rulesAcceptances.version,
      acceptedAt: rulesAcceptances.acceptedAt,
      onPaper: rulesAcceptances.onPaper,
    })
    .from(rulesAcceptances)
    .where(eq(rulesAcceptances.loanerId, loanerId))
    .orderBy(asc(rulesAcceptances.version));
  return rows.map((row) => ({ ...row, acceptedAt: iso(row.acceptedAt) }));
}

/**
 * The loaner's loans, active and returned alike. Said as the two, so that PostgreSQL reads each from its own partial
 * index of a loaner's loans (loans_active_loaner, loans_returned_by_loaner: a BitmapOr) instead of the whole table.
 */
const loansOfLoaner = (loanerId: number) =>
  and(eq(loans.loanerId, loanerId), or(isActiveLoan(), isNotNull(loans.returnedAt)));

/** Active and returned loans alike, the oldest first. */
export async function loansOf(executor: Executor, loanerId: number): Rows<'loans'> {
  const rows = await executor
    .select({
      loanId: loans.id,
      ...unitColumns,
      loanDate: loans.loanDate,
      returnDate: loans.returnDate,
      returnedAt: loans.returnedAt,
      returnedStatus: loans.returnedStatus,
      extensions: loans.extensions,
    })
    .from(loans)
    .leftJoin(components, eq(components.id, loans.componentId))
    .leftJoin(componentTypes, eq(componentTypes.id, loans.componentTypeId))
    .where(loansOfLoaner(loanerId))
    .orderBy(asc(loans.loanDate), asc(loans.id));
  return rows.map((row) => ({
    ...row,
    loanDate: iso(row.loanDate),
    returnedAt: isoOrNull(row.returnedAt),
    returnedStatus: row.returnedStatus as ComponentStatus | null,
  }));
}

/** The open reservations: a reservation leaves its table when it is collected, cancelled or expires. */
export async function reservationsOf(executor: Executor, loanerId: number): Rows<'reservations'> {
  const rows = await executor
    .select({
      reservationId: reservations.id,
      ...unitColumns,
      reservedAt: reservations.reservationDate,
      fromWaitlist: reservations.fromWaitlist,
    })
    .from(reservations)
    .leftJoin(components, eq(components.id, reservations.componentId))
    .leftJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .where(eq(reservations.loanerId, loanerId))
    .orderBy(asc(reservations.reservationDate), asc(reservations.id));
  return rows.map((row) => ({ ...row, reservedAt: iso(row.reservedAt) }));
}

/**
 * The events of the activity log that make and end reservations, what is kept of the ones no longer open: made
 * (by them, or handed to them from a waiting list), cancelled, expired, or collected (a hand-out of one).
 */
const isReservationEvent = or(
  inArray(activityLog.kind, [
    ActivityKind.ReservationCreated,
    ActivityKind.WaitlistServed,
    ActivityKind.ReservationDeleted,
    ActivityKind.ReservationExpired,
  ]),
  and(eq(activityLog.kind, ActivityKind.LoanHandedOut), isNotNull(activityLog.reservationId)),
);

export async function reservationHistoryOf(executor: Executor, loanerId: number): Rows<'reservationHistory'> {
  const rows = await executor
    .select({
      reservationId: activityLog.reservationId,
      event: activityLog.kind,
      at: activityLog.at,
      ...unitColumns,
    })
    .from(activityLog)
    .leftJoin(components, eq(components.id, activityLog.componentId))
    .leftJoin(componentTypes, eq(componentTypes.id, activityLog.componentTypeId))
    .where(and(eq(activityLog.loanerId, loanerId), isReservationEvent))
    .orderBy(asc(activityLog.at), asc(activityLog.id));
  return rows.map((row) => ({ ...row, event: row.event as ActivityKind, at: iso(row.at) }));
}

/** The bookings for them, whoever made them; `bookedByYou` says whether it was they themselves. */
export async function bookingsOf(executor: Executor, loanerId: number): Rows<'bookings'> {
  const rows = await executor
    .select({
      bookingId: bookings.id,
      componentTypeName: componentTypes.name,
      quantity: bookings.quantity,
      from: bookings.fromDay,
      to: bookings.toDay,
      status: bookings.status,
      bookedByYou: sql<boolean>`coalesce(${bookings.bookedBy} = ${bookings.loanerId}, false)`.mapWith(Boolean),
      createdAt: bookings.createdAt,
      readyAt: bookings.readyAt,
      endedAt: bookings.endedAt,
    })
    .from(bookings)
    .innerJoin(componentTypes, eq(componentTypes.id, bookings.componentTypeId))
    .where(eq(bookings.loanerId, loanerId))
    .orderBy(asc(bookings.fromDay), asc(bookings.id));
  return rows.map((row) => ({
    ...row,
    status: row.status as BookingStatus,
    createdAt: iso(row.createdAt),
    readyAt: isoOrNull(row.readyAt),
    endedAt: isoOrNull(row.endedAt),
  }));
}

export async function waitingListsOf(executor: Executor, loanerId: number): Rows<'waitingLists'> {
  const rows = await executor
    .select({ componentTypeName: componentTypes.name, joinedAt: waitlistEntries.joinedAt })
    .from(waitlistEntries)
    .innerJoin(componentTypes, eq(componentTypes.id, waitlistEntries.componentTypeId))
    .where(eq(waitlistEntries.loanerId, loanerId))
    .orderBy(asc(waitlistEntries.id));
  return rows.map((row) => ({ ...row, joinedAt: iso(row.joinedAt) }));
}

/** The requests on their loans, whether granted at once, decided by a Clerk or waiting. */
export async function extensionRequestsOf(executor: Executor, loanerId: number): Rows<'extensionRequests'> {
  const rows = await executor
    .select({
      loanId: extensionRequests.loanId,
      ...unitColumns,
      previousReturnDate: extensionRequests.previousReturnDate,
      requestedReturnDate: extensionRequests.requestedReturnDate,
      status: extensionRequests.status,
      reason: extensionRequests.reason,
      createdAt: extensionRequests.createdAt,
      decidedAt: extensionRequests.decidedAt,
    })
    .from(extensionRequests)
    .innerJoin(loans, eq(loans.id, extensionRequests.loanId))
    .leftJoin(components, eq(components.id, loans.componentId))
    .leftJoin(componentTypes, eq(componentTypes.id, loans.componentTypeId))
    .where(loansOfLoaner(loanerId))
    .orderBy(asc(extensionRequests.id));
  return rows.map((row) => ({
    ...row,
    status: row.status as ExtensionStatus,
    createdAt: iso(row.createdAt),
    decidedAt: isoOrNull(row.decidedAt),
  }));
}

/** The consumables they took (Issue movements), by their own hand or at the counter. */
export async function stockIssuesOf(executor: Executor, loanerId: number): Rows<'stockIssues'> {
  const rows = await executor
    .select({
      componentTypeName: componentTypes.name,
      quantity: stockMovements.quantity,
      stockUnit: componentTypes.stockUnit,
      note: stockMovements.note,
      takenAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .innerJoin(componentTypes, eq(componentTypes.id, stockMovements.componentTypeId))
    .where(and(eq(stockMovements.loanerId, loanerId), eq(stockMovements.kind, StockMovementKind.Issue)))
    .orderBy(asc(stockMovements.createdAt), asc(stockMovements.id));
  // An issue is stored as a negative movement of the stock.
  return rows.map((row) => ({ ...row, quantity: -row.quantity, takenAt: iso(row.takenAt) }));
}

/** The faults they reported, without the photo's bytes. */
export async function faultReportsOf(executor: Executor, loanerId: number): Rows<'faultReports'> {
  const rows = await executor
    .select({
      faultReportId: faultReports.id,
      ...unitColumns,
      description: faultReports.description,
      withPhoto: isNotNull(faultReports.image).mapWith(Boolean),
      reportedAt: faultReports.createdAt,
      settledAt: faultReports.settledAt,
    })
    .from(faultReports)
    .innerJoin(components, eq(components.id, faultReports.componentId))
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .where(eq(faultReports.reportedBy, loanerId))
    .orderBy(asc(faultReports.createdAt), asc(faultReports.id));
  return rows.map((row) => ({ ...row, reportedAt: iso(row.reportedAt), settledAt: isoOrNull(row.settledAt) }));
}

/**
 * The e-mail log's messages to this address. The log names an address, not a loaner: what went to an address
 * they had before is not theirs to find by it.
 */
export async function emailsTo(executor: Executor, email: string | null): Rows<'emails'> {
  if (email === null) return [];
  const rows = await executor
    .select({ subject: emailLogs.subject, body: emailLogs.body, sentAt: emailLogs.sentAt, status: emailLogs.status })
    .from(emailLogs)
    .where(eq(emailLogs.recipientEmail, email))
    .orderBy(asc(emailLogs.sentAt), asc(emailLogs.id));
  return rows.map((row) => ({
    subject: row.subject,
    body: row.body,
    sentAt: iso(row.sentAt),
    sent: row.status === EmailStatus.Sent,
  }));
}
