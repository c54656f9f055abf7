import type { LendingPolicy } from '@labstock/shared';
import { badRequest } from '../../lib/errors.js';
import { addDays } from '../../lib/lab-date.js';
import { lendingMessages } from './lending-messages.js';

/**
 * The longest loan (LENDING.md "Limits"): the one bound of every return date Labstock takes, so that no rule
 * weighs a date further ahead than `maxLoanDays` after the loan day, nor walks the days up to one.
 */
type LongestLoan = Pick<LendingPolicy, 'maxLoanDays'>;

/** The last return date a loan made on `loanDay` (a lab day) may have. */
export function longestReturnDate(loanDay: string, limits: LongestLoan): string {
  return addDays(loanDay, limits.maxLoanDays);
}

/**
 * A return date (of a hand-out, or the default one offered for it) lies between the lab's today and today plus
 * the longest loan, both included: a date in the past makes the loan overdue at once, and one far ahead
 * (9999-12-31) is a gift. `field` names the request field in the 400 problem.
 */
export function assertReturnDateAllowed(returnDate: string, today: string, limits: LongestLoan, field: string): void {
  const latest = longestReturnDate(today, limits);
  // yyyy-MM-dd strings order as the dates they name.
  const problem =
    returnDate < today
      ? lendingMessages.handinDateInPast
      : returnDate > latest
        ? lendingMessages.handinDateBeyondLimit(limits.maxLoanDays, latest)
        : undefined;
  if (problem) throw badRequest(problem, { [field]: [problem] });
}

/** Whether a loan due on `returnDate` can run to any later day from the lab's today up to `latest`. */
export function canRunLater(returnDate: string, latest: string, today: string): boolean {
  return latest > returnDate && latest >= today;
}

/**
 * An extension's date lies within the longest loan counted from the loan's own day (400 naming `returnDate`),
 * checked before anything is locked or counted: a later one is refused at once, as it would be at a hand-out.
 */
export function assertExtensionWithinLongestLoan(
  returnDate: string,
  loan: { loanDay: string; returnDate: string },
  limits: LongestLoan,
  today: string,
): void {
  const latest = longestReturnDate(loan.loanDay, limits);
  if (returnDate <= latest) return;
  const problem = canRunLater(loan.returnDate, latest, today)
    ? lendingMessages.extensionBeyondLimit(limits.maxLoanDays, latest)
    : lendingMessages.extensionLongestLoanReached(limits.maxLoanDays);
  throw badRequest(problem, { returnDate: [problem] });
}
