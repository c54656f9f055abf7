import type { LendingPolicy } from '@labstock/shared';
import { badRequest } from '../../lib/errors.js';
import { addDays } from '../../lib/lab-date.js';
import { lendingMessages } from './lending-messages.js';

/**
 * A return date (of a hand-out, or the default one offered for it) lies between the lab's today and today plus
 * the longest loan, both included: a date in the past makes the loan overdue at once, and one far ahead
 * (9999-12-31) is a gift. `field` names the request field in the 400 problem.
 */
export function assertReturnDateAllowed(
  returnDate: string,
  today: string,
  limits: Pick<LendingPolicy, 'maxLoanDays'>,
  field: string,
): void {
  const latest = latestReturnDate(today, limits);
  // yyyy-MM-dd strings order as the dates they name.
  const problem =
    returnDate < today
      ? lendingMessages.handinDateInPast
      : returnDate > latest
        ? lendingMessages.handinDateBeyondLimit(limits.maxLoanDays, latest)
        : undefined;
  if (problem) throw badRequest(problem, { [field]: [problem] });
}

/** The last return date a hand-out may have on `today`: the longest loan from it. */
export function latestReturnDate(today: string, limits: Pick<LendingPolicy, 'maxLoanDays'>): string {
  return addDays(today, limits.maxLoanDays);
}
