import type { LendingPolicy } from './schemas/booking.js';

/**
 * Whether a loaner who holds `held` reservations and waiting-list places has reached `maxOpenReservations`. Apart
 * from `reservationLimitRefusal`, which words it: the first screen disables Reserve with this alone, and loads the
 * texts of the limits only when it shows one.
 */
export function reservationLimitReached(
  { maxOpenReservations }: Pick<LendingPolicy, 'maxOpenReservations'>,
  held: number,
): boolean {
  return held >= maxOpenReservations;
}
