import type { Transaction } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { rulesNotAcceptedBy } from '../lab/rules-accepted.js';
import { lendingMessages } from './lending-messages.js';

/**
 * Refuses a claim for a loaner who has not accepted the lab's current rules (LAB.md "Lab rules", decision 056): a
 * 409 problem with `rulesNotAccepted: true`. The student claiming for themselves is told to accept them; the Clerk
 * at the counter, who names the loaner (`atCounter`), is told whom it concerns. Nothing is refused while the lab
 * has no rules. Call it in the claim's transaction.
 */
export async function assertRulesAccepted(
  tx: Transaction,
  loanerId: number,
  atCounter?: { loanerName: string },
): Promise<void> {
  const required = await rulesNotAcceptedBy(tx, loanerId);
  if (!required) return;
  const detail = atCounter
    ? lendingMessages.loanerRulesNotAccepted(atCounter.loanerName)
    : lendingMessages.rulesNotAccepted(required.version);
  throw conflict(detail, { rulesNotAccepted: true });
}
