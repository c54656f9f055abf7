import { RESERVATION_PICKUP_DAYS } from '@labstock/shared';
import { labDate } from '../../lib/lab-date.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a reservation waits for its loaner (spec §4): RESERVATION_PICKUP_DAYS from the moment it was made. */
const PICKUP_WINDOW_MS = RESERVATION_PICKUP_DAYS * DAY_MS;

/** Reservations made before this moment have not been picked up in time: the expiry deletes them. */
export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - PICKUP_WINDOW_MS);
}

/**
 * The lab's day (yyyy-MM-dd in LAB_TIME_ZONE) a reservation made at `reservedAt` must be picked up by: the day its
 * window ends on. The Loaner's and the Clerk's lists and the confirmation e-mail all say this day.
 */
export function pickUpDay(reservedAt: Date, timeZone: string): string {
  return labDate(new Date(reservedAt.getTime() + PICKUP_WINDOW_MS), timeZone);
}
