import { endBookingsOver, expireReservations } from '../modules/lending/index.js';
import type { Job } from './job.js';

/**
 * Lending's expiry every ten minutes (one run at a time over all servers): the bookings over (their pick-up
 * window closed or their last day passed) and the reservations not picked up.
 */
export const reservationExpiryJob: Job = {
  name: 'reservation-expiry',
  lockKey: 727_101,
  intervalMs: 10 * 60 * 1000,
  run: async (ctx) => (await endBookingsOver(ctx)) + (await expireReservations(ctx)),
};
