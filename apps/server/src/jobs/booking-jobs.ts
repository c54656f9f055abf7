import { markBookingsAtRisk, setAsideForBookings } from '../modules/lending/index.js';
import type { Job } from './job.js';

const MINUTE_MS = 60 * 1000;

/** Sets units aside for the bookings whose first day has come (and tops up those short of units), every minute. */
export const bookingSetAsideJob: Job = {
  name: 'booking-set-aside',
  lockKey: 727_110,
  intervalMs: MINUTE_MS,
  run: setAsideForBookings,
};

/** Marks the bookings some day of which lacks units, and clears the mark, every five minutes. */
export const bookingAtRiskJob: Job = {
  name: 'booking-at-risk',
  lockKey: 727_111,
  intervalMs: 5 * MINUTE_MS,
  run: markBookingsAtRisk,
};
