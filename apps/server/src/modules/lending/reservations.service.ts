import { ActivityKind, type PagedQuery, type Reservation } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { lockComponentType, lockComponentTypes } from '../../db/type-lock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import type { Page } from '../../lib/pagination.js';
import { recordActivities, recordActivity } from '../activity/activity.service.js';
import { type Actor, systemActor } from '../activity/actor.js';
import { assertEligibleBorrower } from './borrower-eligibility.js';
import { guardClaims } from './claim-guard.js';
import { moveComponentsStillIn, setComponentStatus } from './component-status.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { expiryCutoff, pickUpDay } from './pick-up-window.js';
import { assertMayReserve } from './reservation-limits.js';
import {
  deleteReservation,
  deleteReservationsMadeBefore,
  findComponentType,
  findReservationView,
  findTypeOfReservation,
  insertReservation,
  listReservations,
  lockComponentsIn,
  typesOfReservationsMadeBefore,
} from './reservations.repo.js';
import { decideStatusChange } from './status-machine.js';
import { assertLentToLoaners } from './type-kind.js';
import { hasWaitingLoaners } from './waitlist.repo.js';
import { serveWaitingListsOfComponents } from './waitlist.service.js';

/** Reserves one Available component of the type for the loaner: it becomes ReservedLoaner. */
export async function reserveComponentType(
  ctx: LendingContext,
  loanerId: number,
  componentTypeId: number,
): Promise<Reservation> {
  const today = labToday(ctx);
  const transition = decideStatusChange({ cause: 'reserve' });
  const reservationDate = ctx.clock.now();
  const heldThrough = pickUpDay(reservationDate, ctx.config.LAB_TIME_ZONE);
  return inRetryingTransaction(ctx.db, async (tx) => {
    const guard = await guardClaims(ctx, tx, componentTypeId, today, heldThrough);
    const type = guard && (await findComponentType(tx, componentTypeId));
    if (!guard || !type) throw notFound(lendingMessages.componentTypeNotFound);
    assertLentToLoaners(type);
    // A unit freed while others wait is the first one's (LENDING.md "Waiting list").
    if (await hasWaitingLoaners(tx, componentTypeId, today)) throw conflict(lendingMessages.othersWaiting);
    await assertMayReserve(tx, loanerId, today);
    await assertEligibleBorrower(tx, { loanerId, componentTypeIds: [componentTypeId], day: today, forSelf: true });
    const [component] = await lockComponentsIn(tx, componentTypeId, transition.from, 1, heldThrough);
    if (!component) throw conflict(lendingMessages.noneAvailable);
    await setComponentStatus(tx, component.componentId, transition.to);
    const reservationId = await insertReservation(tx, {
      loanerId,
      componentId: component.componentId,
      reservationDate,
    });
    const broken = await guard.brokenDays();
    if (broken.length > 0) throw conflict(lendingMessages.unitsBookedAhead, { conflicts: broken });
    await recordActivity(tx, {
      kind: ActivityKind.ReservationCreated,
      actor: { loanerId, at: ctx.clock.now() },
      loanerId,
      componentId: component.componentId,
      componentTypeId,
      reservationId,
      before: { status: transition.from },
      after: { status: transition.to },
    });
    const reservation = await findReservationView(tx, reservationId, today, ctx.config.LAB_TIME_ZONE);
    if (!reservation) throw new Error(`reservation ${reservationId} is missing right after its insert`);
    return reservation;
  });
}

/** All reservations (the Clerk's hand-out list). */
export function listAllReservations(ctx: LendingContext, query: PagedQuery): Promise<Page<Reservation>> {
  const { db, config } = ctx;
  const filter = { search: query.searchString };
  return listReservations(db, filter, query, labToday(ctx), config.LAB_TIME_ZONE);
}

/** The loaner's own reservations (My reservations). */
export function listOwnReservations(
  ctx: LendingContext,
  loanerId: number,
  query: PagedQuery,
): Promise<Page<Reservation>> {
  const { db, config } = ctx;
  const filter = { loanerId, search: query.searchString };
  return listReservations(db, filter, query, labToday(ctx), config.LAB_TIME_ZONE);
}

/**
 * Deletes a reservation and makes its component Available again. With `ownerId`, only that loaner's
 * reservation: someone else's answers 404 as if it did not exist, and nothing changes.
 */
export async function cancelReservation(
  ctx: LendingContext,
  reservationId: number,
  actor: Actor,
  ownerId?: number,
): Promise<void> {
  const released = await inRetryingTransaction(ctx.db, async (tx) => {
    const componentTypeId = await findTypeOfReservation(tx, reservationId);
    const deleted =
      componentTypeId !== undefined &&
      (await lockComponentType(tx, componentTypeId)) &&
      (await releaseReservation(tx, reservationId, actor, ownerId));
    if (!deleted) throw notFound(lendingMessages.reservationNotFound);
    return deleted;
  });
  await serveWaitingListsOfComponents(ctx, [released.componentId]);
}

/**
 * Deletes the reservation (only the owner's when `ownerId` is given), makes its component Available again and
 * records it in the history; answers what it held, or undefined when there was no such reservation. A cancel,
 * and the counter's release of a reservation the loaner no longer needs; the caller holds the type's lock.
 */
export async function releaseReservation(tx: Transaction, reservationId: number, actor: Actor, ownerId?: number) {
  const transition = decideStatusChange({ cause: 'cancel' });
  const deleted = await deleteReservation(tx, reservationId, ownerId);
  if (!deleted) return undefined;
  await moveComponentsStillIn(tx, [deleted.componentId], transition);
  await recordActivity(tx, {
    kind: ActivityKind.ReservationDeleted,
    actor,
    ...deleted,
    before: { status: transition.from },
    after: { status: transition.to },
  });
  return deleted;
}

/**
 * Deletes the reservations not picked up within the pick-up window and makes their components Available again.
 * Answers how many expired; the waiting lists of their types are served after. Concurrent runs each delete a
 * reservation at most once (row locks of the delete).
 */
export async function expireReservations(ctx: LendingContext): Promise<number> {
  const cutoff = expiryCutoff(ctx.clock.now());
  const transition = decideStatusChange({ cause: 'expire' });
  const freed = await inRetryingTransaction(ctx.db, async (tx) => {
    await lockComponentTypes(tx, await typesOfReservationsMadeBefore(tx, cutoff));
    const expired = await deleteReservationsMadeBefore(tx, cutoff);
    await moveComponentsStillIn(
      tx,
      expired.map((reservation) => reservation.componentId),
      transition,
    );
    const actor = systemActor(ctx.clock);
    await recordActivities(
      tx,
      expired.map((reservation) => ({
        kind: ActivityKind.ReservationExpired,
        actor,
        ...reservation,
        before: { status: transition.from },
        after: { status: transition.to },
      })),
    );
    return expired.map((reservation) => reservation.componentId);
  });
  await serveWaitingListsOfComponents(ctx, freed);
  return freed.length;
}
