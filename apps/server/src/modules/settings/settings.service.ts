import type { LoanSetting } from '@labstock/shared';
import { labToday } from '../../lib/lab-date.js';
import { assertReturnDateAllowed, type LendingContext, lendingPolicy, longestReturnDate } from '../lending/index.js';
import { findDefaultReturnDate, storeDefaultReturnDate } from './settings.repo.js';

/**
 * The default hand-in date offered on hand-out (null when the Admin has not set one), with the last date a hand-out
 * may have today, so that a date picker offers no day the server refuses.
 */
export async function getLoanSetting(ctx: LendingContext): Promise<LoanSetting> {
  const [defaultReturnDate, policy] = await Promise.all([findDefaultReturnDate(ctx.db), lendingPolicy(ctx)]);
  return { defaultReturnDate, latestReturnDate: longestReturnDate(labToday(ctx), policy) };
}

/** The default must be a date a hand-out could take today: not past, not beyond the longest loan. */
export async function setDefaultReturnDate(ctx: LendingContext, defaultReturnDate: string): Promise<LoanSetting> {
  const today = labToday(ctx);
  const policy = await lendingPolicy(ctx);
  assertReturnDateAllowed(defaultReturnDate, today, policy, 'defaultReturnDate');
  return {
    defaultReturnDate: await storeDefaultReturnDate(ctx.db, defaultReturnDate),
    latestReturnDate: longestReturnDate(today, policy),
  };
}
