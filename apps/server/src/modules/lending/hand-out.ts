import { ActivityKind, ComponentStatus, type DayConflict, type Loan } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.repo.js';
import type { Actor } from '../activity/actor.js';
import { endBookingIfCollected } from './booking-collection.js';
import { type ClaimGuard, guardClaims, latestReturnDateBefore } from './claim-guard.js';
import { setComponentStatus, typesOfComponents } from './component-status.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { findLoanViews, insertLoan, loanersWithOverdueLoans } from './loans.repo.js';
import { deleteReservation } from './reservations.repo.js';
import { decideStatusChange, type StatusTransition } from './status-machine.js';

/**
 * The hand-out of one component, shared by the spec's one-at-a-time hand-outs (POST Loans, Loans/available)
 * and the counter's batch (POST Loans/batch): which component may go to a loaner, and how it becomes a loan.
 */

/** A component as a hand-out finds it, locked: held by a reservation, or not (then its status says whether it is free). */
export type HandoutCandidate =
  | { heldBy: { reservationId: number; loanerId: number } }
  | { heldBy?: undefined; status: ComponentStatus };

/** How the component goes to the loaner: the status change, and the reservation handed out with it if any. */
export interface HandoutPlan {
  transition: StatusTransition<ComponentStatus>;
  reservationId?: number;
  /** The booking the loan collects a unit for, when it is not the handed-out reservation's own. */
  bookingId?: number;
}

/**
 * The one rule of every hand-out: a component goes to a loaner when it is held by that loaner's reservation (the
 * reservation is handed out) or Available (straight from the shelf). Otherwise the reason it cannot, in words.
 */
export function decideHandout(candidate: HandoutCandidate, loanerId: number): HandoutPlan | { refusal: string } {
  if (candidate.heldBy) {
    if (candidate.heldBy.loanerId !== loanerId) return { refusal: lendingMessages.reservedByAnotherLoaner };
    return {
      transition: decideStatusChange({ cause: 'hand-out-reservation' }),
      reservationId: candidate.heldBy.reservationId,
    };
  }
  if (candidate.status === ComponentStatus.Loaned) return { refusal: lendingMessages.alreadyOnLoan };
  if (candidate.status !== ComponentStatus.Available)
    return { refusal: lendingMessages.notAvailableAs(candidate.status) };
  return { transition: decideStatusChange({ cause: 'hand-out', from: candidate.status }) };
}

/**
 * Opens the claim guards of the components' types for the days through the return date, in type id order, before
 * the hand-out locks any reservation or component (every lending flow locks a type before its rows).
 */
export async function guardHandouts(
  ctx: LendingContext,
  tx: Transaction,
  componentIds: number[],
  today: string,
  handinDate: string,
): Promise<ClaimGuard[]> {
  const guards: ClaimGuard[] = [];
  for (const componentTypeId of await typesOfComponents(tx, componentIds)) {
    const guard = await guardClaims(ctx, tx, componentTypeId, today, handinDate);
    if (guard) guards.push(guard);
  }
  return guards;
}

/** A hand-out whose return date would leave a booking short is refused, with the latest return date that works. */
export async function assertHandoutsBreakNothing(guards: ClaimGuard[], today: string): Promise<void> {
  const broken: DayConflict[] = [];
  for (const guard of guards) broken.push(...(await guard.brokenDays()));
  if (broken.length === 0) return;
  broken.sort((a, b) => a.date.localeCompare(b.date));
  const firstDay = (broken[0] as DayConflict).date;
  const latestReturnDate = latestReturnDateBefore(broken, today);
  throw conflict(lendingMessages.handoutBreaksBooking(firstDay, latestReturnDate), {
    conflicts: broken,
    ...(latestReturnDate && { latestReturnDate }),
  });
}

/** A loaner with an overdue loan borrows nothing more unless the Clerk forces it. */
export async function assertMayBorrow(tx: Transaction, loanerId: number, today: string, force: boolean): Promise<void> {
  if (!force && (await loanersWithOverdueLoans(tx, [loanerId], today)).size > 0) {
    throw conflict(lendingMessages.loanerHasOverdueLoans);
  }
}

export interface NewLoan {
  componentId: number;
  loanerId: number;
  handinDate: string;
  plan: HandoutPlan;
}

/**
 * The component becomes Loaned to the loaner until the hand-in date and the history records the loan; a
 * reservation handed out is deleted (the history names it), and a unit set aside for a booking counts as
 * collected for it. The caller holds the component or its reservation, and the guard of its type. Answers the
 * loan's id: the caller reads the views of what it opened at once (openedLoans).
 */
export async function openLoan(ctx: LendingContext, tx: Transaction, loan: NewLoan, actor: Actor): Promise<number> {
  const { transition, reservationId } = loan.plan;
  const handedOut = reservationId === undefined ? undefined : await deleteReservation(tx, reservationId);
  const bookingId = handedOut?.bookingId ?? loan.plan.bookingId ?? null;
  await setComponentStatus(tx, loan.componentId, transition.to);
  const loanId = await insertLoan(tx, {
    loanerId: loan.loanerId,
    componentId: loan.componentId,
    loanDate: ctx.clock.now(),
    returnDate: loan.handinDate,
    bookingId,
  });
  await recordActivity(tx, {
    kind: ActivityKind.LoanHandedOut,
    actor,
    loanerId: loan.loanerId,
    componentId: loan.componentId,
    loanId,
    reservationId,
    before: { status: transition.from },
    after: { status: transition.to, returnDate: loan.handinDate },
  });
  if (bookingId !== null) await endBookingIfCollected(tx, bookingId, ctx.clock.now());
  return loanId;
}

/** The loans just opened, as the Clerk sees them, in the order given: one statement however many. */
export async function openedLoans(tx: Transaction, loanIds: number[], today: string): Promise<Loan[]> {
  const views = await findLoanViews(tx, loanIds, today);
  return loanIds.map((loanId) => {
    const view = views.get(loanId);
    if (!view) throw new Error(`loan ${loanId} is missing right after its insert`);
    return view;
  });
}
