import type { BatchHandinRequest, LoanRefusal } from '@labstock/shared';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { conflict } from '../../lib/errors.js';
import type { Actor } from '../activity/actor.js';
import { checkHandin, takeBack, unitsBackOnTheShelf } from './hand-in.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { lockLoans, typesOfLoans } from './loans.repo.js';
import { decideStatusChange } from './status-machine.js';
import { lockComponentTypes } from './type-lock.js';
import { serveWaitingListsOfComponents } from './waitlist.service.js';

/**
 * The counter's hand-in (POST Loans/handin): every listed loan comes back with its status, in one transaction,
 * or none does and the 409 lists every loan that stopped it. Each loan follows the rule of DELETE Loans/{id}.
 */
export async function handinBatch(ctx: LendingContext, request: BatchHandinRequest, actor: Actor): Promise<void> {
  // A status the hand-in may not give (ReservedLoaner, Loaned) is bad input, refused before anything is locked.
  const items = request.items.map((item) => ({
    ...item,
    transition: decideStatusChange({ cause: 'hand-in', to: item.status }),
  }));
  const loanIds = items.map((item) => item.loanId);
  const handedIn = await inRetryingTransaction(ctx.db, async (tx) => {
    await lockComponentTypes(tx, await typesOfLoans(tx, loanIds));
    const locked = await lockLoans(tx, loanIds);
    const byId = new Map(locked.map((loan) => [loan.loanId, loan]));
    const checked = items.map((item) => ({ ...item, check: checkHandin(byId.get(item.loanId)) }));
    const refusals: LoanRefusal[] = checked.flatMap(({ loanId, check }) =>
      'refusal' in check ? [{ loanId, reason: check.refusal.message }] : [],
    );
    if (refusals.length > 0) throw conflict(lendingMessages.batchHandinRefused, { loans: refusals });
    for (const { check, transition } of checked) {
      if ('loan' in check) await takeBack(ctx, tx, check.loan, transition, actor);
    }
    return checked.flatMap(({ check, status }) => ('loan' in check ? [{ ...check.loan, status }] : []));
  });
  await serveWaitingListsOfComponents(ctx, unitsBackOnTheShelf(handedIn));
}
