import type { LoanSetting } from '@labstock/shared';
import type { Database } from '../../db/client.js';
import { labToday } from '../../lib/lab-date.js';
import type { LendingContext } from '../lending/lending-context.js';
import { lendingPolicy } from '../lending/lending-policy.service.js';
import { assertReturnDateAllowed } from '../lending/return-date.js';
import { findDefaultReturnDate, storeDefaultReturnDate } from './settings.repo.js';

/** The default hand-in date offered on hand-out, or null when the Admin has not set one. */
export async function getLoanSetting(db: Database): Promise<LoanSetting> {
  return { defaultReturnDate: await findDefaultReturnDate(db) };
}

/** The default must be a date a hand-out could take today: not past, not beyond the longest loan. */
export async function setDefaultReturnDate(ctx: LendingContext, defaultReturnDate: string): Promise<LoanSetting> {
  assertReturnDateAllowed(defaultReturnDate, labToday(ctx), await lendingPolicy(ctx), 'defaultReturnDate');
  return { defaultReturnDate: await storeDefaultReturnDate(ctx.db, defaultReturnDate) };
}
