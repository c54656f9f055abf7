import { ActivityKind, ComponentStatus, RESERVATION_PICKUP_DAYS } from '@labstock/shared';
import { recordActivities } from '../modules/activity/activity.repo.js';
import { systemActor } from '../modules/activity/actor.js';
import { releaseReservedComponents } from '../modules/loans/component-status.js';
import { deleteReservationsMadeBefore } from '../modules/reservations/reservations.repo.js';
import type { Job, JobContext } from './job.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the reservations not picked up within the pick-up window and makes their components Available again.
 * Answers how many expired. Concurrent runs each delete a reservation at most once (row locks of the delete).
 */
export async function expireReservations(ctx: Pick<JobContext, 'db' | 'clock'>): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - RESERVATION_PICKUP_DAYS * DAY_MS);
  return ctx.db.transaction(async (tx) => {
    const expired = await deleteReservationsMadeBefore(tx, cutoff);
    await releaseReservedComponents(
      tx,
      expired.map((reservation) => reservation.componentId),
    );
    const actor = systemActor(ctx.clock);
    await recordActivities(
      tx,
      expired.map((reservation) => ({
        kind: ActivityKind.ReservationExpired,
        actor,
        ...reservation,
        before: { status: ComponentStatus.ReservedLoaner },
        after: { status: ComponentStatus.Available },
      })),
    );
    return expired.length;
  });
}

export const reservationExpiryJob: Job = {
  name: 'reservation-expiry',
  lockKey: 727_101,
  intervalMs: 10 * 60 * 1000,
  run: expireReservations,
};
