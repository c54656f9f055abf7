import { MAX_PAGE_SIZE, reservationLimitReached } from '@labstock/shared';
import { useLendingPolicy } from '../../api/lending-policy/get-lending-policy';
import { useUserReservations } from '../../api/reservations/get-user-reservations';
import { useAllUserWaitlist } from '../../api/waitlist/get-user-waitlist';

export interface ReservationLimit {
  /** The reservations the Loaner holds plus their places on waiting lists. */
  used: number;
  /** The Admin's `maxOpenReservations`. */
  max: number;
  reached: boolean;
}

/**
 * How much of `maxOpenReservations` the signed-in Loaner uses (LENDING.md "Limits", decision 022): held reservations
 * and waiting places count together, units set aside for a booking do not. Undefined until all three calls answered.
 */
export function useReservationLimit(): ReservationLimit | undefined {
  const policy = useLendingPolicy();
  // The limit keeps a Loaner's own reservations far below a page of MAX_PAGE_SIZE.
  const reservations = useUserReservations({ pageNumber: 1, pageSize: MAX_PAGE_SIZE });
  const waiting = useAllUserWaitlist();
  if (!policy.data || !reservations.data || !waiting.data) return undefined;
  const held = reservations.data.data.filter((reservation) => reservation.bookingTo === null).length;
  const used = held + (waiting.data.totalCount ?? waiting.data.data.length);
  return { used, max: policy.data.maxOpenReservations, reached: reservationLimitReached(policy.data, used) };
}
