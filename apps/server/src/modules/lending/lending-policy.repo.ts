import { DEFAULT_LENDING_POLICY, type LendingPolicy } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loanSettings } from '../../db/schema.js';

/** The settings live in one row with id 1 (the default hand-in date beside the limits). */
const SETTINGS_ROW = 1;

const policyColumns = {
  maxOpenReservations: loanSettings.maxOpenReservations,
  maxExtensions: loanSettings.maxExtensions,
  maxLoanDays: loanSettings.maxLoanDays,
  maxBookingLeadDays: loanSettings.maxBookingLeadDays,
  maxBookingDays: loanSettings.maxBookingDays,
  maxBookingQuantity: loanSettings.maxBookingQuantity,
  blockReservationsWhenOverdue: loanSettings.blockReservationsWhenOverdue,
};

/** The limits stored, or the defaults while no settings row exists. */
export async function findLendingPolicy(db: Executor): Promise<LendingPolicy> {
  const [row] = await db.select(policyColumns).from(loanSettings).where(eq(loanSettings.id, SETTINGS_ROW));
  return row ?? { ...DEFAULT_LENDING_POLICY };
}

/** Stores the limits (creating the settings row the first time); answers what is stored. */
export async function storeLendingPolicy(db: Executor, policy: LendingPolicy): Promise<LendingPolicy> {
  const [row] = await db
    .insert(loanSettings)
    .values({ id: SETTINGS_ROW, ...policy })
    .onConflictDoUpdate({ target: loanSettings.id, set: policy })
    .returning(policyColumns);
  if (!row) throw new Error('the settings row is missing right after its upsert');
  return row;
}
