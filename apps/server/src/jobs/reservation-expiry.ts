import { expireReservations } from '../modules/lending/reservations.service.js';
import type { Job } from './job.js';

/** Lending's expiry of the reservations not picked up, run every ten minutes (once across replicas). */
export const reservationExpiryJob: Job = {
  name: 'reservation-expiry',
  lockKey: 727_101,
  intervalMs: 10 * 60 * 1000,
  run: expireReservations,
};
