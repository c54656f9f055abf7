import type { LoanSetting } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loanSettings } from '../../db/schema.js';

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

export async function setDefaultReturnDate(db: Database, defaultReturnDate: string): Promise<LoanSetting> {
  const [row] = await db
    .insert(loanSettings)
    .values({ id: SETTINGS_ROW, defaultReturnDate })
    .onConflictDoUpdate({ target: loanSettings.id, set: { defaultReturnDate } })
    .returning({ defaultReturnDate: loanSettings.defaultReturnDate });
  return { defaultReturnDate: row?.defaultReturnDate ?? null };
}
