import { BookingStatus } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { collectedCountOf, endBooking, lockBooking } from './bookings.repo.js';

/**
 * A booking whose every unit has been handed out is Collected. The hand-out holds the type's guard, so the
 * booking is locked after its type here as in every booking flow.
 */
export async function endBookingIfCollected(tx: Transaction, bookingId: number, at: Date): Promise<void> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking || booking.status !== BookingStatus.Ready) return;
  if ((await collectedCountOf(tx, bookingId)) >= booking.quantity) {
    await endBooking(tx, bookingId, BookingStatus.Collected, at);
  }
}
