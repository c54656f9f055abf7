import type { Executor } from '../../db/client.js';
import { markLoansReminded } from './loans.repo.js';

/**
 * The overdue reminder's bookkeeping on the loans (the Emails screen's send and the notice job): lending owns the
 * loan rows, so mail writes them here. `executor` is the caller's transaction when the reminder is claimed in one.
 */
export function recordLoansReminded(executor: Executor, loanIds: number[], at: Date): Promise<void> {
  return markLoansReminded(executor, loanIds, at);
}
