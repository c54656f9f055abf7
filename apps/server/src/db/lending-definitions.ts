import { ComponentStatus, liveBookingStatuses } from '@labstock/shared';
import { eq, inArray, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings, components, loans } from './schema.js';

/*
 * What lending's words mean (LENDING.md "Days and claims"), written once for every query, report and view that
 * asks: each condition reads the table, or the alias of it that it is given.
 */

/** Units that lending counts on; the others are broken, gone or kept by the lab. */
export const lendableStatuses: readonly ComponentStatus[] = [
  ComponentStatus.Available,
  ComponentStatus.ReservedLoaner,
  ComponentStatus.Loaned,
];

/** A unit that may be reserved or handed out now. */
export const isAvailableUnit = (unit: { status: AnyPgColumn } = components) =>
  eq(unit.status, ComponentStatus.Available);

/** A loan whose component is still out. */
export const isActiveLoan = (loan: { returnedAt: AnyPgColumn } = loans) => isNull(loan.returnedAt);

/** A booking that still claims units: Booked or Ready. */
export const isLiveBooking = (booking: { status: AnyPgColumn } = bookings) =>
  inArray(booking.status, [...liveBookingStatuses]);
