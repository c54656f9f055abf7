import { labToday } from '../../lib/lab-date.js';
import { availabilityDuring } from './availability.service.js';
import { typesBookedBetween } from './bookings.repo.js';
import type { LendingContext } from './lending-context.js';
import { pickUpDay } from './pick-up-window.js';

/**
 * "In stock: N" (LENDING.md "Days and claims"): what a Loaner can reserve now without breaking a booking. That is
 * the type's Available units, but no more than the fewest free on any day a reservation made now would hold. Only
 * types with a booking in that window are read again; for the others the Available count is the answer.
 */
export async function reservableNow(
  ctx: Pick<LendingContext, 'db' | 'clock' | 'config'>,
  availableByType: ReadonlyMap<number, number>,
): Promise<Map<number, number>> {
  const today = labToday(ctx);
  const lastHeldDay = pickUpDay(ctx.clock.now(), ctx.config.LAB_TIME_ZONE);
  const reservable = new Map(availableByType);
  for (const componentTypeId of await typesBookedBetween(ctx.db, [...availableByType.keys()], today, lastHeldDay)) {
    const period = { from: today, to: lastHeldDay };
    const days = await availabilityDuring(ctx.db, componentTypeId, period, today, ctx.config.LAB_TIME_ZONE);
    const fewest = Math.min(...(days ?? []).map((day) => day.available));
    reservable.set(componentTypeId, Math.max(0, Math.min(availableByType.get(componentTypeId) ?? 0, fewest)));
  }
  return reservable;
}
