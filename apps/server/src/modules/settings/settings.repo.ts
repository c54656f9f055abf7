import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loanSettings } from '../../db/schema.js';

/** The settings live in one row with id 1. */
const SETTINGS_ROW = 1;

/** The stored default hand-in date; null when none is stored. */
export async function findDefaultReturnDate(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ defaultReturnDate: loanSettings.defaultReturnDate })
    .from(loanSettings)
    .where(eq(loanSettings.id, SETTINGS_ROW));
  return row?.defaultReturnDate ?? null;
}

/** Stores the default hand-in date (creating the settings row the first time); answers what is stored. */
export async function storeDefaultReturnDate(db: Executor, defaultReturnDate: string): Promise<string | null> {
  const [row] = await db
    .insert(loanSettings)
    .values({ id: SETTINGS_ROW, defaultReturnDate })
    .onConflictDoUpdate({ target: loanSettings.id, set: { defaultReturnDate } })
    .returning({ defaultReturnDate: loanSettings.defaultReturnDate });
  return row?.defaultReturnDate ?? null;
}
