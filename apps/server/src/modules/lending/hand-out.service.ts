import {
  ActivityKind,
  type ComponentRefusal,
  ComponentStatus,
  type CounterConsumable,
  type DayConflict,
  type Loan,
} from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { lockComponentTypes } from '../../db/type-lock.js';
import { badRequest, conflict, notFound, ServiceError } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import { recordActivity } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { staffViewer } from '../repairs/fault-viewers.js';
import { issueStock, type StockChange } from '../stock/stock-movement.js';
import { endBookingIfCollected } from './booking-collection.js';
import { assertEligibleBorrower } from './borrower-eligibility.js';
import { type ClaimGuard, guardClaims, latestReturnDateBefore } from './claim-guard.js';
import { setComponentStatus, typesOfComponents } from './component-status.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { lendingPolicy } from './lending-policy.service.js';
import {
  findLoanViews,
  insertLoan,
  type LockedLoaner,
  loanersWithOverdueLoans,
  lockComponents,
  lockLoaner,
} from './loans.repo.js';
import { deleteReservation, lockReservation, lockReservationsForBatch } from './reservations.repo.js';
import { releaseReservation } from './reservations.service.js';
import { assertReturnDateAllowed } from './return-date.js';
import { decideStatusChange, type StatusTransition } from './status-machine.js';
import { serveWaitingListsOfComponents } from './waitlist.service.js';

/**
 * Every hand-out (POST Loans, Loans/available, Loans/batch) runs this one pipeline: a single hand-out is a batch
 * of one. Each item says how the Clerk names its component:
 * - `reservation`: the loaner's reservation of it (POST Loans) is handed out;
 * - `shelf`: an Available component straight from the shelf (POST Loans/available); a reserved one is not
 *   available to it, whoever holds it;
 * - `counter`: a scanned label (POST Loans/batch): the loaner's reservation of it is handed out, or it is
 *   Available; a held reservation of the loaner on another unit of its type is then released in its place.
 * A refusal of a reservation or shelf item is that item's own problem; the counter's refusals are listed in one
 * 409, every scanned component that stopped it. The counter also issues consumables from stock in the same
 * transaction (`consumables`, modules/stock's issueStock).
 */
export type HandOutItem =
  | { kind: 'reservation'; componentId: number; reservationId: number }
  | { kind: 'shelf' | 'counter'; componentId: number };

export interface HandOutRequest {
  loanerId: number;
  handinDate: string;
  /** Hand out even though the loaner has overdue loans. */
  force: boolean;
  items: readonly HandOutItem[];
  /** Stock issued to the loaner beside the units (the counter only). */
  consumables?: readonly CounterConsumable[];
}

/** What a hand-out committed: the loans opened, the stock issued, and the loaner, as the receipt addresses them. */
export interface HandedOut {
  loans: Loan[];
  issues: StockChange[];
  loaner: LockedLoaner;
}

/**
 * Hands the items out to the loaner with one return date and issues the consumables to them, in one transaction,
 * or none of it; answers the loans opened, in the order of the items, and the issues, in the order asked. The
 * waiting lists of the units it freed (reservations released at the counter) are served after the commit. The
 * return date and the overdue loans matter only when units go out: a consumable is not brought back, and its
 * single issue asks neither.
 */
export async function handOut(ctx: LendingContext, request: HandOutRequest, actor: Actor): Promise<HandedOut> {
  const today = labToday(ctx);
  const lendsUnits = request.items.length > 0;
  const consumables = request.consumables ?? [];
  if (lendsUnits) assertReturnDateAllowed(request.handinDate, today, await lendingPolicy(ctx), 'handinDate');
  const { freed, ...handedOut } = await inRetryingTransaction(ctx.db, async (tx) => {
    const componentIds = request.items.map((item) => item.componentId);
    const lentTypes = await typesOfComponents(tx, componentIds);
    // Every type's row first, lent and consumable together in id order: two batches never wait in a circle.
    await lockComponentTypes(tx, [...lentTypes, ...consumables.map((item) => item.componentTypeId)]);
    const guards = await guardHandouts(ctx, tx, lentTypes, today, request.handinDate);
    const loaner = await lockLoaner(tx, request.loanerId);
    const locked = await lockWhatTheHandoutTouches(tx, request.loanerId, componentIds);
    const plans = await planHandouts(tx, request, locked);
    assertNothingRefused(request, plans, loaner);
    const componentTypeIds = [...lentTypes, ...consumables.map((item) => item.componentTypeId)];
    const forSelf = actor.loanerId === request.loanerId;
    await assertEligibleBorrower(tx, { loanerId: request.loanerId, componentTypeIds, day: today, forSelf });
    if (lendsUnits) await assertMayBorrow(tx, request.loanerId, today, request.force);

    const planned = plans.filter((plan): plan is PlannedHandout => !('refusal' in plan));
    const released = heldReservationsToRelease(planned, locked, request.loanerId);
    const loanIds: number[] = [];
    for (const plan of planned) {
      // A free unit scanned in place of one set aside for a booking is collected for that booking.
      const bookingId = released.get(plan.componentId)?.bookingId ?? plan.bookingId;
      const loan = { ...request, componentId: plan.componentId, plan: { ...plan, bookingId } };
      loanIds.push(await openLoan(ctx, tx, loan, actor));
    }
    for (const { reservationId } of released.values()) await releaseReservation(tx, reservationId, actor);
    await assertHandoutsBreakNothing(guards, today);
    const issues: StockChange[] = [];
    for (const consumable of consumables) {
      const issue = { ...consumable, loanerId: request.loanerId };
      issues.push(await issueStock(tx, actor, issue).catch(namingTheConsumable(consumable.componentTypeId)));
    }
    const freedUnits = [...released.values()].map((reservation) => reservation.componentId);
    return { loans: await openedLoans(tx, loanIds, today), issues, loaner, freed: freedUnits };
  });
  if (freed.length > 0) await serveWaitingListsOfComponents(ctx, freed);
  return handedOut;
}

/** A consumable's refusal in a batch says which of its consumables stopped it. */
function namingTheConsumable(componentTypeId: number) {
  return (error: unknown): never => {
    if (!(error instanceof ServiceError) || error.status !== 409) throw error;
    throw conflict(error.message, { ...error.extensions, componentTypeId });
  };
}

/**
 * Opens the claim guards of the components' types (locked already) for the days through the return date, before
 * the hand-out locks any row of them (every lending flow locks a type before its rows: type-lock.ts).
 */
async function guardHandouts(
  ctx: LendingContext,
  tx: Transaction,
  componentTypeIds: number[],
  today: string,
  handinDate: string,
): Promise<ClaimGuard[]> {
  const guards: ClaimGuard[] = [];
  for (const componentTypeId of componentTypeIds) {
    const guard = await guardClaims(ctx, tx, componentTypeId, today, handinDate);
    if (guard) guards.push(guard);
  }
  return guards;
}

type HeldReservation = Awaited<ReturnType<typeof lockReservationsForBatch>>[number];
type LockedComponent = Awaited<ReturnType<typeof lockComponents>>[number];

interface Locked {
  components: LockedComponent[];
  reservations: HeldReservation[];
}

/**
 * Locks the reservations the hand-out may hand out or release (on its components, and the loaner's), then the
 * components: its own and those the loaner's reservations hold. Each in id order, after the types' rows, so
 * concurrent hand-outs queue instead of deadlocking.
 */
async function lockWhatTheHandoutTouches(tx: Transaction, loanerId: number, componentIds: number[]): Promise<Locked> {
  // Consumables alone release no reservation: none of the loaner's rows is touched.
  if (componentIds.length === 0) return { components: [], reservations: [] };
  const reservations = await lockReservationsForBatch(tx, loanerId, componentIds);
  const components = await lockComponents(tx, [
    ...new Set([...componentIds, ...reservations.map((reservation) => reservation.componentId)]),
  ]);
  // A reserve that committed while this hand-out waited for a component made a reservation not locked above.
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

/** How a component goes to the loaner: the status change, and the reservation handed out with it if any. */
interface HandoutPlan {
  transition: StatusTransition<ComponentStatus>;
  reservationId?: number;
  /** The booking the loan collects a unit for, when it is not the handed-out reservation's own. */
  bookingId?: number;
}

type PlannedHandout = HandoutPlan & { componentId: number; kind: HandOutItem['kind'] };
type RefusedHandout = { componentId: number; refusal: ServiceError };

/** Each item's hand-out, or why it cannot go to the loaner. */
async function planHandouts(
  tx: Transaction,
  request: HandOutRequest,
  { components, reservations }: Locked,
): Promise<(PlannedHandout | RefusedHandout)[]> {
  const byId = new Map(components.map((component) => [component.componentId, component]));
  const reservationOn = new Map(reservations.map((reservation) => [reservation.componentId, reservation]));
  const plans: (PlannedHandout | RefusedHandout)[] = [];
  for (const item of request.items) {
    const { componentId } = item;
    const heldBy = reservationOn.get(componentId);
    if (item.kind === 'reservation') {
      const named = heldBy?.reservationId === item.reservationId && heldBy.loanerId === request.loanerId;
      if (!named) {
        const exists = await lockReservation(tx, item.reservationId);
        const refusal = exists
          ? badRequest(lendingMessages.reservationMismatch)
          : notFound(lendingMessages.reservationNotFound);
        plans.push({ componentId, refusal });
        continue;
      }
    }
    const component = byId.get(componentId);
    if (!component && item.kind !== 'reservation') {
      plans.push({ componentId, refusal: notFound(lendingMessages.componentNotFound) });
      continue;
    }
    const candidate = heldBy && item.kind !== 'shelf' ? { heldBy } : { status: component?.status as ComponentStatus };
    const plan = decideHandout(candidate, request.loanerId);
    if ('refusal' in plan) {
      const reason = item.kind === 'shelf' ? lendingMessages.componentNotAvailable : plan.refusal;
      plans.push({ componentId, refusal: conflict(reason) });
    } else plans.push({ ...plan, componentId, kind: item.kind });
  }
  return plans;
}

/** A component as a hand-out finds it, locked: held by a reservation, or not (then its status says whether it is free). */
type HandoutCandidate =
  | { heldBy: { reservationId: number; loanerId: number } }
  | { heldBy?: undefined; status: ComponentStatus };

/**
 * The one rule of every hand-out: a component goes to a loaner when it is held by that loaner's reservation (the
 * reservation is handed out) or Available (straight from the shelf). Otherwise the reason it cannot, in words.
 */
function decideHandout(candidate: HandoutCandidate, loanerId: number): HandoutPlan | { refusal: string } {
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
 * Stops the hand-out at its first problem. The counter names the loaner before it scans, so an unknown loaner
 * comes first there and its refusals come as one list; a single hand-out's own refusal comes before the loaner's.
 */
function assertNothingRefused(
  request: HandOutRequest,
  plans: (PlannedHandout | RefusedHandout)[],
  loaner: LockedLoaner | undefined,
): asserts loaner is LockedLoaner {
  const refused = plans.filter((plan): plan is RefusedHandout => 'refusal' in plan);
  const loanerNotFound = loaner ? undefined : notFound(lendingMessages.loanerNotFound);
  if (request.items.some((item) => item.kind === 'counter')) {
    if (loanerNotFound) throw loanerNotFound;
    if (refused.length === 0) return;
    const components: ComponentRefusal[] = refused.map(({ componentId, refusal }) => ({
      componentId,
      reason: refusal.message,
    }));
    throw conflict(lendingMessages.batchHandoutRefused, { components });
  }
  const [first] = refused;
  if (first) throw first.refusal;
  if (loanerNotFound) throw loanerNotFound;
}

/** A loaner with an overdue loan borrows nothing more unless the Clerk forces it. */
async function assertMayBorrow(tx: Transaction, loanerId: number, today: string, force: boolean): Promise<void> {
  if (!force && (await loanersWithOverdueLoans(tx, [loanerId], today)).size > 0) {
    throw conflict(lendingMessages.loanerHasOverdueLoans);
  }
}

/**
 * Held reservations of this loaner are used before free units of the same type (LENDING.md "Counter"): for each
 * Available unit scanned while the loaner holds a reservation of its type on a unit not in the batch, that
 * reservation (the oldest first) is released, so the loaner does not keep both the loan and the reservation.
 * Answers the reservation released in place of each such unit, by the unit's component id. Only the counter
 * does this: the other hand-outs name exactly what goes.
 */
function heldReservationsToRelease(
  plans: PlannedHandout[],
  { components, reservations }: Locked,
  loanerId: number,
): Map<number, HeldReservation> {
  const typeOf = new Map(components.map((component) => [component.componentId, component.componentTypeId]));
  const inBatch = new Set(plans.map((plan) => plan.componentId));
  const spare = reservations.filter(
    (reservation) => reservation.loanerId === loanerId && !inBatch.has(reservation.componentId),
  );
  const released = new Map<number, HeldReservation>();
  for (const plan of plans) {
    if (plan.kind !== 'counter' || plan.reservationId !== undefined) continue;
    const index = spare.findIndex(
      (reservation) => typeOf.get(reservation.componentId) === typeOf.get(plan.componentId),
    );
    const [reservation] = index < 0 ? [] : spare.splice(index, 1);
    if (reservation) released.set(plan.componentId, reservation);
  }
  return released;
}

interface NewLoan {
  componentId: number;
  loanerId: number;
  handinDate: string;
  plan: HandoutPlan;
}

/**
 * The component becomes Loaned to the loaner until the hand-in date and the history records the loan; a
 * reservation handed out is deleted (the history names it), and a unit set aside for a booking counts as
 * collected for it. Answers the loan's id: the views of what was opened are read at once (openedLoans).
 */
async function openLoan(ctx: LendingContext, tx: Transaction, loan: NewLoan, actor: Actor): Promise<number> {
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

/** A hand-out whose return date would leave a booking short is refused, with the latest return date that works. */
async function assertHandoutsBreakNothing(guards: ClaimGuard[], today: string): Promise<void> {
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

/** The loans just opened, as the Clerk sees them, in the order given: one statement however many. */
async function openedLoans(tx: Transaction, loanIds: number[], today: string): Promise<Loan[]> {
  const views = await findLoanViews(tx, loanIds, today, staffViewer);
  return loanIds.map((loanId) => {
    const view = views.get(loanId);
    if (!view) throw new Error(`loan ${loanId} is missing right after its insert`);
    return view;
  });
}
