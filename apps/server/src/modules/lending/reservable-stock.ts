import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { labToday } from '../../lib/lab-date.js';
import { availabilityOfTypesDuring } from './availability.service.js';
import { typesBookedBetween } from './bookings.repo.js';
import { pickUpDay } from './pick-up-window.js';
import { countAvailableDueByOfTypes, countAvailableOfTypes } from './reservations.repo.js';

/** What the rule reads: the database (a transaction holding the type's lock, for a write) and the lab's today. */
interface StockContext {
  db: Executor;
  clock: Clock;
  config: { LAB_TIME_ZONE: string };
}

/**
 * "In stock: N" (LENDING.md "Days and claims"): what a Loaner can reserve now without breaking a booking. That is
 * the type's Available units but those falling due for calibration before a reservation made now would end (LAB.md
 * "Calibration"), and no more than the fewest free on any day it would hold. Only types with a booking in that
 * window are read again, all at once; for the others the Available count is the answer.
 */
export async function reservableNow(
  ctx: StockContext,
  availableByType: ReadonlyMap<number, number>,
): Promise<Map<number, number>> {
  const today = labToday(ctx);
  const lastHeldDay = pickUpDay(ctx.clock.now(), ctx.config.LAB_TIME_ZONE);
  const dueByType = await countAvailableDueByOfTypes(ctx.db, [...availableByType.keys()], lastHeldDay);
  const reservable = new Map(
    [...availableByType].map(([componentTypeId, available]) => [
      componentTypeId,
      available - (dueByType.get(componentTypeId) ?? 0),
    ]),
  );
  const booked = await typesBookedBetween(ctx.db, [...availableByType.keys()], today, lastHeldDay);
  if (booked.length === 0) return reservable;
  const period = { from: today, to: lastHeldDay };
  const daysOfType = await availabilityOfTypesDuring(ctx.db, booked, period, today, ctx.config.LAB_TIME_ZONE);
  for (const componentTypeId of booked) {
    const fewest = Math.min(...(daysOfType.get(componentTypeId) ?? []).map((day) => day.available));
    reservable.set(componentTypeId, Math.max(0, Math.min(reservable.get(componentTypeId) ?? 0, fewest)));
  }
  return reservable;
}

/**
 * The same answer for types read now: their Available units counted, then bounded as above. Run inside the
 * types' locks, it is what a reserve or a hand-over from the waiting list may take (LENDING.md "Waiting list").
 */
export async function reservableNowOfTypes(
  ctx: StockContext,
  componentTypeIds: readonly number[],
): Promise<Map<number, number>> {
  return reservableNow(ctx, await countAvailableOfTypes(ctx.db, componentTypeIds));
}
