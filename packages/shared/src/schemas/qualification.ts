import { z } from 'zod';
import { MAX_DECLINE_REASON_LENGTH } from '../constants.js';
import { databaseId, isoDate, MAX_ROW_ID, pagedQuery, rowId, storableText } from './common.js';
import { loaner } from './loaner.js';

/** The longest validity a qualification may have: ten years. */
export const MAX_QUALIFICATION_VALID_FOR_DAYS = 3650;

/** What a loaner must hold to borrow a type that requires it (LAB.md "Qualifications"). */
export const qualification = z.object({
  qualificationId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Days a grant is valid from the day it is granted; null: without end. */
  validForDays: z.number().int().nullable(),
});
export type Qualification = z.infer<typeof qualification>;

/** POST / PUT Qualifications (the id on PUT). */
export const qualificationInput = z.object({
  qualificationId: z.number().int().min(0).max(MAX_ROW_ID).default(0),
  name: storableText().trim().min(1, 'Name is required').max(100),
  description: storableText()
    .trim()
    .max(2000)
    .nullish()
    .transform((text) => text || null),
  validForDays: z.number().int().min(1).max(MAX_QUALIFICATION_VALID_FOR_DAYS).nullable().default(null),
});
export type QualificationInput = z.infer<typeof qualificationInput>;

/**
 * A loaner's grant of a qualification. It counts from `grantedOn` up to the day before `expiresOn`: on its expiry
 * day it no longer does. `expiresOn` null: without end.
 */
export const grant = z.object({
  qualificationId: z.number().int(),
  name: z.string(),
  grantedOn: isoDate,
  expiresOn: isoDate.nullable(),
  /** The name of the Clerk or Admin who granted it; null once they are deleted. */
  grantedBy: z.string().nullable(),
});
export type Grant = z.infer<typeof grant>;

/** POST Loaners/{id}/qualifications: `grantedOn` defaults to the lab's today and may not be after it. */
export const grantRequest = z.object({ qualificationId: rowId, grantedOn: isoDate.optional() });
export type GrantRequest = z.infer<typeof grantRequest>;

export const loanerQualificationParams = z.object({ id: databaseId, qualificationId: databaseId });

/** A qualification a type needs, and whether the caller holds it (valid on the lab's today) and until when. */
export const requiredQualification = z.object({
  qualificationId: z.number().int(),
  name: z.string(),
  held: z.boolean(),
  /** The caller's grant's expiry day (the first day it no longer counts); null: without end, or not held. */
  expiresOn: isoDate.nullable(),
  /** The type requires it itself, not only through a category: what the type's form edits. */
  own: z.boolean(),
});
export type RequiredQualification = z.infer<typeof requiredQualification>;

/** A qualification a refusal names as missing (409 `missingQualifications`). */
export const missingQualification = z.object({ qualificationId: z.number().int(), name: z.string() });
export type MissingQualification = z.infer<typeof missingQualification>;

/** A training request's life: Open until a Clerk or Admin grants or declines it. */
export const TrainingRequestStatus = { Open: 'Open', Granted: 'Granted', Declined: 'Declined' } as const;
export type TrainingRequestStatus = (typeof TrainingRequestStatus)[keyof typeof TrainingRequestStatus];
export const trainingRequestStatus = z.enum(
  Object.values(TrainingRequestStatus) as [TrainingRequestStatus, ...TrainingRequestStatus[]],
);

export const trainingRequest = z.object({
  trainingRequestId: z.number().int(),
  qualificationId: z.number().int(),
  qualificationName: z.string(),
  status: trainingRequestStatus,
  /** The Clerk's reason for the decision; null while open, and when none was given. */
  reason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Who asked; null once the loaner is deleted. */
  loaner: loaner.nullable(),
});
export type TrainingRequest = z.infer<typeof trainingRequest>;

/** GET Qualifications/requests: of one status (none given: every status), the oldest first. */
export const trainingRequestsQuery = pagedQuery.extend({ status: trainingRequestStatus.optional() });
export type TrainingRequestsQuery = z.infer<typeof trainingRequestsQuery>;

/** PUT Qualifications/requests/{id}: grant (a Grant made from the lab's today) or decline, with a reason if any. */
export const trainingDecision = z.object({
  grant: z.boolean(),
  reason: storableText().trim().max(MAX_DECLINE_REASON_LENGTH).optional(),
});
export type TrainingDecision = z.infer<typeof trainingDecision>;
