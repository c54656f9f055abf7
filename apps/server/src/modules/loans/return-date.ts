import { badRequest } from '../../lib/errors.js';
import { addDays } from '../../lib/lab-date.js';
import { displayDate } from '../mail/templates/index.js';
import type { LendingLimits } from './lending-limits.js';

export const HANDIN_DATE_IN_PAST = 'The handin date cannot be before today.';
export const handinDateBeyondLimit = (maxLoanDays: number, latest: string) =>
  `A loan can last at most ${maxLoanDays} days: choose a handin date on or before ${displayDate(latest)}.`;

/**
 * A return date (of a hand-out, or the default one offered for it) lies between the lab's today and today plus
 * the longest loan, both included: a date in the past makes the loan overdue at once, and one far ahead
 * (9999-12-31) is a gift. `field` names the request field in the 400 problem.
 */
export function assertReturnDateAllowed(
  returnDate: string,
  today: string,
  limits: Pick<LendingLimits, 'maxLoanDays'>,
  field: string,
): void {
  const latest = addDays(today, limits.maxLoanDays);
  // yyyy-MM-dd strings order as the dates they name.
  const problem =
    returnDate < today
      ? HANDIN_DATE_IN_PAST
      : returnDate > latest
        ? handinDateBeyondLimit(limits.maxLoanDays, latest)
        : undefined;
  if (problem) throw badRequest(problem, { [field]: [problem] });
}
