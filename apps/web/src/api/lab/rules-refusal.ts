import type { QueryClient } from '@tanstack/react-query';
import { rulesPrompt } from '../../lib/rules-prompt';
import { claimConflictOf } from '../claim-conflict';
import { invalidateAll } from '../invalidate-all';
import { loanerKeys } from '../loaners/keys';
import { labKeys } from './keys';

/** Lending refused the borrower because they have not accepted the lab's current rules (LAB.md "Lab rules"). */
export function isRulesRefusal(error: unknown): boolean {
  // Every lending 409 that refuses a borrower carries the claim conflict's members.
  return claimConflictOf(error)?.rulesNotAccepted === true;
}

/**
 * After the signed-in Loaner's own reserve, book or join: a refusal for the rules opens the dialog to accept them,
 * with the rules and the Loaner's acceptance read afresh (the rules may have changed since the app read them).
 */
export async function askForRulesOnRefusal(queryClient: QueryClient, error: unknown): Promise<void> {
  if (!isRulesRefusal(error)) return;
  rulesPrompt.set(true);
  await invalidateAll(queryClient, [labKeys.all, loanerKeys.current]);
}
