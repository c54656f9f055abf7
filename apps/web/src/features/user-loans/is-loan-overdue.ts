import { toIsoDate } from '../../lib/dates';

/** A loan is overdue once its return date (yyyy-MM-dd) lies before today's calendar date; on the day it is not. */
export function isLoanOverdue(returnDate: string, today: Date = new Date()): boolean {
  // yyyy-MM-dd strings order as the dates they name.
  return returnDate < toIsoDate(today);
}
