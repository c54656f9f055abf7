import { ActivityKind } from '@labstock/shared';
import { recordActivities } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { cancelBookedOf } from './bookings.repo.js';
import type { UnitsTransaction } from './unit-writes.js';

/**
 * Cancels the bookings not yet Ready of a loaner being deleted (a Ready one holds set-aside reservations, which
 * stop the deletion on their own): they would otherwise claim units for nobody. Each is a `booking-cancelled`
 * entry of the history, as a cancel by its booker is. Runs in the deletion's transaction, which has locked the
 * loaner's types (`units.lockTypes`), so the days they freed reach those types' waiting lists after the commit.
 */
export async function cancelBookingsOfLeaver(units: UnitsTransaction, loanerId: number, actor: Actor): Promise<void> {
  const cancelled = await cancelBookedOf(units.tx, loanerId, actor.at);
  await recordActivities(
    units.tx,
    cancelled.map(({ componentTypeId }) => ({ kind: ActivityKind.BookingCancelled, actor, loanerId, componentTypeId })),
  );
}
