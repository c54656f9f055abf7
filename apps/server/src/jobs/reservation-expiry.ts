import { expireReservations } from '../modules/lending/reservations.service.js';
import type { Job } from './job.js';

/** Lending's expiry of the reservations not picked up, every ten minutes (one run at a time over all servers). */
export const reservationExpiryJob: Job = {
  name: 'reservation-expiry',
  lockKey: 727_101,
  intervalMs: 10 * 60 * 1000,
  run: expireReservations,
};
