import { type BatchHandoutRequest, type ComponentRefusal, ComponentStatus, type Loan } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { conflict, notFound } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import type { Actor } from '../activity/actor.js';
import {
  assertHandoutsBreakNothing,
  assertMayBorrow,
  decideHandout,
  guardHandouts,
  type HandoutPlan,
  openedLoans,
  openLoan,
} from './hand-out.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { lendingPolicy } from './lending-policy.service.js';
import { lockComponents, lockLoaner } from './loans.repo.js';
import { lockReservationsForBatch } from './reservations.repo.js';
import { releaseReservation } from './reservations.service.js';
import { assertReturnDateAllowed } from './return-date.js';

type HeldReservation = Awaited<ReturnType<typeof lockReservationsForBatch>>[number];
type LockedComponent = Awaited<ReturnType<typeof lockComponents>>[number];

/**
 * The counter's hand-out (POST Loans/batch): every listed component goes to the loaner with one return date,
 * in one transaction, or none does and the 409 lists every component that stopped it. Each component follows
 * the rule of the one-at-a-time hand-out (decideHandout).
 */
export async function handoutBatch(ctx: LendingContext, request: BatchHandoutRequest, actor: Actor): Promise<Loan[]> {
  const today = labToday(ctx);
  assertReturnDateAllowed(request.handinDate, today, await lendingPolicy(ctx), 'handinDate');
  const { loanerId, componentIds } = request;
  return inRetryingTransaction(ctx.db, async (tx) => {
    const guards = await guardHandouts(ctx, tx, componentIds, today, request.handinDate);
    if (!(await lockLoaner(tx, loanerId))) throw notFound(lendingMessages.loanerNotFound);
    const { components, reservations } = await lockWhatTheBatchTouches(tx, loanerId, componentIds);
    const plans = planHandouts(componentIds, components, reservations, loanerId);
    const refusals = plans.filter((plan): plan is ComponentRefusal => 'reason' in plan);
    if (refusals.length > 0) throw conflict(lendingMessages.batchHandoutRefused, { components: refusals });
    await assertMayBorrow(tx, loanerId, today, request.force);

    const planned = plans.filter((plan): plan is PlannedHandout => !('reason' in plan));
    const released = heldReservationsToRelease(planned, components, reservations, loanerId);
    const loanIds: number[] = [];
    for (const plan of planned) {
      // A free unit scanned in place of one set aside for a booking is collected for that booking.
      const bookingId = released.get(plan.componentId)?.bookingId ?? plan.bookingId;
      const loan = { ...request, componentId: plan.componentId, plan: { ...plan, bookingId } };
      loanIds.push(await openLoan(ctx, tx, loan, actor));
    }
    for (const { reservationId } of released.values()) await releaseReservation(tx, reservationId, actor);
    await assertHandoutsBreakNothing(guards, today);
    return openedLoans(tx, loanIds, today);
  });
}

/**
 * Locks the reservations the batch may hand out or release (on its components, and the loaner's), then the
 * components: its own and those the loaner's reservations hold. Each in id order, reservations before
 * components as in every lending flow, so concurrent batches and single hand-outs queue instead of deadlocking.
 */
async function lockWhatTheBatchTouches(tx: Transaction, loanerId: number, componentIds: number[]) {
  const reservations = await lockReservationsForBatch(tx, loanerId, componentIds);
  const components = await lockComponents(tx, [
    ...new Set([...componentIds, ...reservations.map((reservation) => reservation.componentId)]),
  ]);
  // A reserve that committed while this batch waited for a component made a reservation not locked above.
  const lockedReserved = new Set(reservations.map((reservation) => reservation.componentId));
  const reservedSince = components.filter(
    (component) => component.status === ComponentStatus.ReservedLoaner && !lockedReserved.has(component.componentId),
  );
  if (reservedSince.length > 0) {
    const more = await lockReservationsForBatch(
      tx,
      loanerId,
      reservedSince.map((component) => component.componentId),
    );
    reservations.push(...more.filter((reservation) => !lockedReserved.has(reservation.componentId)));
  }
  return { components, reservations };
}

type PlannedHandout = HandoutPlan & { componentId: number };

/** Each listed component's hand-out, or why it cannot go to the loaner. */
function planHandouts(
  componentIds: number[],
  components: LockedComponent[],
  reservations: HeldReservation[],
  loanerId: number,
): (PlannedHandout | ComponentRefusal)[] {
  const byId = new Map(components.map((component) => [component.componentId, component]));
  const reservationOn = new Map(reservations.map((reservation) => [reservation.componentId, reservation]));
  return componentIds.map((componentId) => {
    const component = byId.get(componentId);
    if (!component) return { componentId, reason: lendingMessages.componentNotFound };
    const heldBy = reservationOn.get(componentId);
    const plan = decideHandout(heldBy ? { heldBy } : { status: component.status as ComponentStatus }, loanerId);
    return 'refusal' in plan ? { componentId, reason: plan.refusal } : { ...plan, componentId };
  });
}

/**
 * Held reservations of this loaner are used before free units of the same type (LENDING.md "Counter"): for each
 * Available unit scanned while the loaner holds a reservation of its type on a unit not in the batch, that
 * reservation (the oldest first) is released, so the loaner does not keep both the loan and the reservation.
 * Answers the reservation released in place of each such unit, by the unit's component id.
 */
function heldReservationsToRelease(
  plans: PlannedHandout[],
  components: LockedComponent[],
  reservations: HeldReservation[],
  loanerId: number,
): Map<number, HeldReservation> {
  const typeOf = new Map(components.map((component) => [component.componentId, component.componentTypeId]));
  const inBatch = new Set(plans.map((plan) => plan.componentId));
  const spare = reservations.filter(
    (reservation) => reservation.loanerId === loanerId && !inBatch.has(reservation.componentId),
  );
  const released = new Map<number, HeldReservation>();
  for (const plan of plans) {
    if (plan.reservationId !== undefined) continue;
    const index = spare.findIndex(
      (reservation) => typeOf.get(reservation.componentId) === typeOf.get(plan.componentId),
    );
    const [reservation] = index < 0 ? [] : spare.splice(index, 1);
    if (reservation) released.set(plan.componentId, reservation);
  }
  return released;
}
