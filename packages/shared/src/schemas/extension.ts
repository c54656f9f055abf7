import { z } from 'zod';
import { MAX_DECLINE_REASON_LENGTH } from '../constants.js';
import { databaseId, isoDate, pagedQuery } from './common.js';
import { loan } from './lending.js';

/** An extension request's life (LENDING.md "Extensions"): Pending until a Clerk decides; granted at once is Approved. */
export const ExtensionStatus = { Pending: 'Pending', Approved: 'Approved', Declined: 'Declined' } as const;
export type ExtensionStatus = (typeof ExtensionStatus)[keyof typeof ExtensionStatus];
export const allExtensionStatuses = Object.values(ExtensionStatus) as [ExtensionStatus, ...ExtensionStatus[]];
export const extensionStatus = z.enum(allExtensionStatuses);

/** POST Loans/User/{loanId}/extension: the later return date the loaner asks for. */
export const extensionAsk = z.object({ returnDate: isoDate });
export type ExtensionAsk = z.infer<typeof extensionAsk>;

export const extensionRequest = z.object({
  extensionRequestId: z.number().int(),
  loan,
  /** The return date before the ask. */
  previousReturnDate: isoDate,
  requestedReturnDate: isoDate,
  status: extensionStatus,
  /** The Clerk's reason for the decision; null while pending and for one granted at once. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ExtensionRequest = z.infer<typeof extensionRequest>;

/** PUT Loans/extensions/{id}: a Clerk's decision; declining needs a reason the loaner reads. */
export const extensionDecision = z
  .object({ approve: z.boolean(), reason: z.string().trim().max(MAX_DECLINE_REASON_LENGTH).optional() })
  .refine((decision) => decision.approve || (decision.reason ?? '').length > 0, {
    message: 'A reason is required to decline',
    path: ['reason'],
  });
export type ExtensionDecision = z.infer<typeof extensionDecision>;

/** GET Loans/extensions: the Clerk's list, of one status (none given: every status), the oldest first. */
export const extensionsQuery = pagedQuery.extend({ status: extensionStatus.optional() });
export type ExtensionsQuery = z.infer<typeof extensionsQuery>;

export const extensionRequestIdParam = z.object({ id: databaseId });
export const loanIdParam = z.object({ loanId: databaseId });

/** Why the rules grant no new date at once; any date then becomes a request to the Clerks. */
export const ExtensionHold = {
  Overdue: 'Overdue',
  TooManyExtensions: 'TooManyExtensions',
  SomeoneWaiting: 'SomeoneWaiting',
  /** The loan already runs `maxLoanDays` from its loan day: no later date is possible at all. */
  LongestLoan: 'LongestLoan',
  /** A request for this loan already waits for a Clerk. */
  Pending: 'Pending',
} as const;
export type ExtensionHold = (typeof ExtensionHold)[keyof typeof ExtensionHold];

/**
 * GET Loans/User/{loanId}/extension: what the Extend date picker shows before the loaner asks. A date up to
 * `grantedAtOnceUntil` is granted at once; a later one up to `latestReturnDate` and `longestReturnDate` becomes a
 * request; beyond either nothing allows it (a booking would break, or the loan would last longer than a loan can).
 */
export const extensionOutlook = z.object({
  currentReturnDate: isoDate,
  /** Null when no date is granted at once; `hold` says why. */
  grantedAtOnceUntil: isoDate.nullable(),
  hold: z.enum(Object.values(ExtensionHold) as [ExtensionHold, ...ExtensionHold[]]).nullable(),
  /** The last day before a booking needs the unit; null when no booking bounds it. */
  latestReturnDate: isoDate.nullable(),
  /** The last day `maxLoanDays` allows: the loan's day plus maxLoanDays. */
  longestReturnDate: isoDate,
  extensions: z.number().int(),
  maxExtensions: z.number().int(),
});
export type ExtensionOutlook = z.infer<typeof extensionOutlook>;
