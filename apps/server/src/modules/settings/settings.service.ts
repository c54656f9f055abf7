import type { LoanSetting } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loanSettings } from '../../db/schema.js';
import { labToday } from '../../lib/lab-date.js';
import { lendingLimits } from '../loans/lending-limits.js';
import type { LendingContext } from '../loans/lending-view.js';
import { assertReturnDateAllowed } from '../loans/return-date.js';

/** The settings live in one row with id 1. */
const SETTINGS_ROW = 1;

/** The default hand-in date offered on hand-out, or null when the Admin has not set one. */
export async function getLoanSetting(db: Database): Promise<LoanSetting> {
  const [row] = await db
    .select({ defaultReturnDate: loanSettings.defaultReturnDate })
    .from(loanSettings)
    .where(eq(loanSettings.id, SETTINGS_ROW));
  return { defaultReturnDate: row?.defaultReturnDate ?? null };
}

/** The default must be a date a hand-out could take today: not past, not beyond the longest loan. */
export async function setDefaultReturnDate(ctx: LendingContext, defaultReturnDate: string): Promise<LoanSetting> {
  assertReturnDateAllowed(defaultReturnDate, labToday(ctx), lendingLimits(), 'defaultReturnDate');
  const [row] = await ctx.db
    .insert(loanSettings)
    .values({ id: SETTINGS_ROW, defaultReturnDate })
    .onConflictDoUpdate({ target: loanSettings.id, set: { defaultReturnDate } })
    .returning({ defaultReturnDate: loanSettings.defaultReturnDate });
  return { defaultReturnDate: row?.defaultReturnDate ?? null };
}
