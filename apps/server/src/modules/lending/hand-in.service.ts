import { ActivityKind, ComponentStatus, type LoanRefusal } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { lockComponentTypes } from '../../db/type-lock.js';
import { conflict, notFound, type ServiceError } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { followStatusChange } from '../repairs/defect-spells.js';
import { setComponentStatus } from './component-status.repo.js';
import { lapsePendingExtension } from './extensions.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { closeLoan, type LockedLoan, lockLoans, typesOfLoans } from './loans.repo.js';
import { decideStatusChange, type StatusTransition } from './status-machine.js';
import { serveWaitingListsOfComponents } from './waitlist.service.js';

/**
 * Every hand-in (DELETE Loans/{id}, the counter's POST Loans/handin) runs this one pipeline: a single hand-in is
 * a batch of one. Each loan comes back with its status, in one transaction, or none does.
 */
export interface HandInRequest {
  items: readonly { loanId: number; status: ComponentStatus }[];
  /** The counter's refusals are listed in one 409, every loan that stopped it; a single hand-in's stands alone. */
  counter: boolean;
}

/** Takes the loans back; the waiting lists of the units handed in as Available are served after the commit. */
export async function handIn(ctx: LendingContext, request: HandInRequest, actor: Actor): Promise<void> {
  // A status the hand-in may not give (ReservedLoaner, Loaned) is bad input, refused before anything is locked.
  const items = request.items.map((item) => ({
    ...item,
    transition: decideStatusChange({ cause: 'hand-in', to: item.status }),
  }));
  const loanIds = items.map((item) => item.loanId);
  const handedIn = await inRetryingTransaction(ctx.db, async (tx) => {
    await lockComponentTypes(tx, await typesOfLoans(tx, loanIds));
    const locked = new Map((await lockLoans(tx, loanIds)).map((loan) => [loan.loanId, loan]));
    const checked = items.map((item) => ({ ...item, check: checkHandin(locked.get(item.loanId)) }));
    assertNothingRefused(request, checked);
    for (const { check, transition } of checked) {
      if ('loan' in check) await takeBack(ctx, tx, check.loan, transition, actor);
    }
    return checked.flatMap(({ check, status }) => ('loan' in check ? [{ ...check.loan, status }] : []));
  });
  await serveWaitingListsOfComponents(ctx, unitsBackOnTheShelf(handedIn));
}

type Check = { loan: LockedLoan } | { refusal: ServiceError };

/** The loan, as locked, if it can be handed in; otherwise why not (missing: 404, already back: 409). */
function checkHandin(loan: LockedLoan | undefined): Check {
  if (!loan) return { refusal: notFound(lendingMessages.loanNotFound) };
  if (loan.returnedAt) return { refusal: conflict(lendingMessages.loanAlreadyReturned) };
  return { loan };
}

function assertNothingRefused(request: HandInRequest, checked: { loanId: number; check: Check }[]): void {
  const refusals = checked.flatMap(({ loanId, check }) => ('refusal' in check ? [{ loanId, ...check }] : []));
  const [first] = refusals;
  if (!first) return;
  if (!request.counter) throw first.refusal;
  const loans: LoanRefusal[] = refusals.map(({ loanId, refusal }) => ({ loanId, reason: refusal.message }));
  throw conflict(lendingMessages.batchHandinRefused, { loans });
}

/**
 * The loan is closed and kept as history, a request to extend it still waiting for a Clerk lapses, the component
 * gets the chosen status, and the history records it. Handed in Defect, the unit gets its repair ticket with the
 * faults reported while it was out; handed in otherwise, those reports are settled.
 */
async function takeBack(
  ctx: LendingContext,
  tx: Transaction,
  loan: LockedLoan,
  transition: StatusTransition<ComponentStatus>,
  actor: Actor,
): Promise<void> {
  const at = ctx.clock.now();
  await closeLoan(tx, loan.loanId, at, transition.to);
  await lapsePendingExtension(tx, loan.loanId, at);
  if (loan.componentId !== null) await setComponentStatus(tx, loan.componentId, transition.to);
  await recordActivity(tx, {
    kind: ActivityKind.LoanHandedIn,
    actor,
    loanerId: loan.loanerId,
    componentId: loan.componentId,
    loanId: loan.loanId,
    before: { status: transition.from },
    after: { status: transition.to },
  });
  if (loan.componentId !== null) {
    await followStatusChange(tx, { componentId: loan.componentId }, transition, actor);
  }
}

/** The components of the loans handed in as Available: units the waiting lists may be served from. */
function unitsBackOnTheShelf(handedIn: { componentId: number | null; status: ComponentStatus }[]): number[] {
  return handedIn.flatMap(({ componentId, status }) =>
    componentId !== null && status === ComponentStatus.Available ? [componentId] : [],
  );
}
