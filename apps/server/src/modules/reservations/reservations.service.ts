import {
  ActivityKind,
  ComponentStatus,
  ComponentTypeStatus,
  type PagedQuery,
  type Reservation,
} from '@labstock/shared';
import { conflict, notFound } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import type { Page } from '../../lib/pagination.js';
import { recordActivity } from '../activity/activity.repo.js';
import type { Actor } from '../activity/actor.js';
import { releaseReservedComponents, setComponentStatus } from '../loans/component-status.js';
import type { LendingContext } from '../loans/lending-view.js';
import {
  deleteReservation,
  findComponentType,
  findReservationView,
  insertReservation,
  listReservations,
  lockAvailableComponent,
} from './reservations.repo.js';

export const NONE_AVAILABLE = 'No component of this type is available to reserve.';
export const TYPE_RESERVED_BY_LAB = 'This component type is reserved by the lab and cannot be reserved.';
export const RESERVATION_NOT_FOUND = 'Reservation not found.';

/** Reserves one Available component of the type for the loaner: it becomes ReservedLoaner. */
export async function reserveComponentType(
  ctx: LendingContext,
  loanerId: number,
  componentTypeId: number,
): Promise<Reservation> {
  const today = labToday(ctx);
  return ctx.db.transaction(async (tx) => {
    const type = await findComponentType(tx, componentTypeId);
    if (!type) throw notFound('Component type not found.');
    if (type.status === ComponentTypeStatus.ReservedAdmin) throw conflict(TYPE_RESERVED_BY_LAB);
    const component = await lockAvailableComponent(tx, componentTypeId);
    if (!component) throw conflict(NONE_AVAILABLE);
    await setComponentStatus(tx, component.componentId, ComponentStatus.ReservedLoaner);
    const reservationId = await insertReservation(tx, {
      loanerId,
      componentId: component.componentId,
      reservationDate: ctx.clock.now(),
    });
    await recordActivity(tx, {
      kind: ActivityKind.ReservationCreated,
      actor: { loanerId, at: ctx.clock.now() },
      loanerId,
      componentId: component.componentId,
      componentTypeId,
      reservationId,
      before: { status: ComponentStatus.Available },
      after: { status: ComponentStatus.ReservedLoaner },
    });
    const reservation = await findReservationView(tx, reservationId, today);
    if (!reservation) throw new Error(`reservation ${reservationId} is missing right after its insert`);
    return reservation;
  });
}

/** All reservations (the Clerk's hand-out list). */
export function listAllReservations(ctx: LendingContext, query: PagedQuery): Promise<Page<Reservation>> {
  return listReservations(ctx.db, { search: query.searchString }, query, labToday(ctx));
}

/** The loaner's own reservations (My reservations). */
export function listOwnReservations(
  ctx: LendingContext,
  loanerId: number,
  query: PagedQuery,
): Promise<Page<Reservation>> {
  return listReservations(ctx.db, { loanerId, search: query.searchString }, query, labToday(ctx));
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
  await ctx.db.transaction(async (tx) => {
    const deleted = await deleteReservation(tx, reservationId, ownerId);
    if (!deleted) throw notFound(RESERVATION_NOT_FOUND);
    await releaseReservedComponents(tx, [deleted.componentId]);
    await recordActivity(tx, {
      kind: ActivityKind.ReservationDeleted,
      actor,
      ...deleted,
      before: { status: ComponentStatus.ReservedLoaner },
      after: { status: ComponentStatus.Available },
    });
  });
}
