import { z } from 'zod';
import { ActivityKind, Language, RoleName } from '../enums.js';
import { bookingStatus } from './booking.js';
import { componentStatus } from './catalogue.js';
import { isoDate } from './common.js';
import { extensionStatus } from './extension.js';
import { trainingRequestStatus } from './qualification.js';

/**
 * GET Loaners/Loaner/export (LAB.md "Privacy"): everything Labstock holds about the signed-in user, for them to
 * download. It names nobody else: where another person acted (granted, decided, recorded), it says only whether
 * it was the user themselves (decision 057).
 */

/** A unit as the user knew it: its type's name and its number; null once it is deleted. */
const unit = {
  componentTypeName: z.string().nullable(),
  componentNumber: z.number().int().nullable(),
};

const myProfile = z.object({
  loanerId: z.number().int(),
  auId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentNo: z.string().nullable(),
  staffInitials: z.string().nullable(),
  mobileNo: z.string().nullable(),
  email: z.string().nullable(),
  language: z.enum(Language),
  registeredAt: z.string(),
  /** Whether they have a private calendar feed address (its secret is a credential, not part of the file). */
  hasCalendarFeed: z.boolean(),
});

const myQualification = z.object({
  name: z.string(),
  grantedOn: isoDate,
  /** The first day it is no longer valid; null: valid without end. */
  expiresOn: isoDate.nullable(),
  grantedAt: z.string(),
});

const myTrainingRequest = z.object({
  qualificationName: z.string(),
  status: trainingRequestStatus,
  reason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});

const myRulesAcceptance = z.object({
  version: z.number().int(),
  acceptedAt: z.string(),
  /** Signed on paper at the counter (a Clerk recorded it), rather than accepted in the app. */
  onPaper: z.boolean(),
});

const myLoan = z.object({
  loanId: z.number().int(),
  ...unit,
  loanDate: z.string(),
  /** The agreed hand-in date. */
  returnDate: isoDate,
  /** When it came back; null while the loan is active. */
  returnedAt: z.string().nullable(),
  returnedStatus: componentStatus.nullable(),
  /** How many times the return date was moved later. */
  extensions: z.number().int(),
});

const myReservation = z.object({
  reservationId: z.number().int(),
  ...unit,
  reservedAt: z.string(),
  /** Handed to them as the first of the type's waiting list. */
  fromWaitlist: z.boolean(),
});

/** What the activity log kept of a reservation, open or past: made, cancelled, expired or collected. */
const myReservationEvent = z.object({
  reservationId: z.number().int().nullable(),
  event: z.enum(ActivityKind),
  at: z.string(),
  ...unit,
});

const myBooking = z.object({
  bookingId: z.number().int(),
  componentTypeName: z.string(),
  quantity: z.number().int(),
  from: isoDate,
  to: isoDate,
  status: bookingStatus,
  /** Made by the user themselves; false: a Clerk or Admin booked it for them. */
  bookedByYou: z.boolean(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});

const myWaitlistEntry = z.object({ componentTypeName: z.string(), joinedAt: z.string() });

const myExtensionRequest = z.object({
  loanId: z.number().int(),
  ...unit,
  previousReturnDate: isoDate,
  requestedReturnDate: isoDate,
  status: extensionStatus,
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

const myStockIssue = z.object({
  componentTypeName: z.string(),
  /** How much they took, in the consumable's unit. */
  quantity: z.number().int(),
  stockUnit: z.string().nullable(),
  note: z.string().nullable(),
  takenAt: z.string(),
});

const myFaultReport = z.object({
  faultReportId: z.number().int(),
  ...unit,
  description: z.string(),
  /** A photo came with it (the photo itself is not in the file). */
  withPhoto: z.boolean(),
  reportedAt: z.string(),
  /** When the fault was dealt with; null while it is open. */
  settledAt: z.string().nullable(),
});

const myEmail = z.object({
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
  /** Whether the mail server accepted it. */
  sent: z.boolean(),
});

export const myDataExport = z.object({
  exportedAt: z.string(),
  profile: myProfile,
  roles: z.array(z.enum(RoleName)),
  qualifications: z.array(myQualification),
  trainingRequests: z.array(myTrainingRequest),
  rulesAccepted: z.array(myRulesAcceptance),
  loans: z.array(myLoan),
  reservations: z.array(myReservation),
  reservationHistory: z.array(myReservationEvent),
  bookings: z.array(myBooking),
  waitingLists: z.array(myWaitlistEntry),
  extensionRequests: z.array(myExtensionRequest),
  stockIssues: z.array(myStockIssue),
  faultReports: z.array(myFaultReport),
  /** The e-mail log's messages to the address the user has now. */
  emails: z.array(myEmail),
});
export type MyDataExport = z.infer<typeof myDataExport>;
