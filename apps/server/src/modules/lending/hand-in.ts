import { ActivityKind, ComponentStatus } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { conflict, notFound, type ServiceError } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.repo.js';
import type { Actor } from '../activity/actor.js';
import { setComponentStatus } from './component-status.repo.js';
import { lapsePendingExtension } from './extensions.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { closeLoan, type LockedLoan } from './loans.repo.js';
import type { StatusTransition } from './status-machine.js';

/**
 * The hand-in of one loan, shared by DELETE Loans/{id} and the counter's POST Loans/handin: which loan may be
 * taken back, and how.
 */

/** The loan, as locked, if it can be handed in; otherwise why not (missing: 404, already back: 409). */
export function checkHandin(loan: LockedLoan | undefined): { loan: LockedLoan } | { refusal: ServiceError } {
  if (!loan) return { refusal: notFound(lendingMessages.loanNotFound) };
  if (loan.returnedAt) return { refusal: conflict(lendingMessages.loanAlreadyReturned) };
  return { loan };
}

/**
 * The loan is closed and kept as history, a request to extend it still waiting for a Clerk lapses, the component
 * gets the chosen status, and the history records it.
 */
export async function takeBack(
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
}

/** The components of the loans handed in as Available: units the waiting lists may be served from. */
export function unitsBackOnTheShelf(handedIn: { componentId: number | null; status: ComponentStatus }[]): number[] {
  return handedIn.flatMap(({ componentId, status }) =>
    componentId !== null && status === ComponentStatus.Available ? [componentId] : [],
  );
}
