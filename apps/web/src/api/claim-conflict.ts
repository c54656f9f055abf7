import { type ClaimConflictProblem, claimConflictProblem } from '@labstock/shared';
import { ApiError } from '../lib/api-client';

/**
 * A 409 of a claim that does not fit (LENDING.md "Days and claims"): the days in conflict and what would work, a
 * hand-out's `latestReturnDate` or a booking's `earliestFrom`. Undefined for any other error.
 */
export function claimConflictOf(error: unknown): ClaimConflictProblem | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  return claimConflictProblem.safeParse(error.body).data;
}

/**
 * The error of a hand-out or an extension refused for its return date, which names the latest return date that
 * works: a booking it would break, or a unit's calibration due day (LAB.md "Calibration"). Null for any other.
 */
export function returnDateRefusalOf(error: unknown): ApiError | null {
  return error instanceof ApiError && claimConflictOf(error)?.latestReturnDate ? error : null;
}

/**
 * A 409 that refuses the borrower, not the stock (LAB.md "Qualifications", "Lab rules"): a qualification missing or
 * the lab's rules not accepted. Another way to the type, as its waiting list, would be refused the same.
 */
export function isBorrowerRefusal(error: unknown): boolean {
  const conflict = claimConflictOf(error);
  return Boolean(conflict?.rulesNotAccepted || conflict?.missingQualifications?.length);
}
