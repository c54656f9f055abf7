import type { Executor } from '../../db/client.js';
import { countLiveBookingsOfType } from './bookings.repo.js';

/**
 * How many live bookings claim units of the type: a type booked ahead is not deleted, since nothing a loaner was
 * promised disappears. The caller holds the type's lock.
 */
export function liveBookingsOfType(executor: Executor, componentTypeId: number): Promise<number> {
  return countLiveBookingsOfType(executor, componentTypeId);
}
