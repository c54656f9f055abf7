import { ComponentStatus, liveBookingStatuses } from '@labstock/shared';
import { eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings, components, componentTypes, loans } from './schema.js';

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

/*
 * Calibration (LAB.md "Calibration"): a unit is not lendable from the day it falls due on, until a calibration is
 * recorded. Its due day is kept on its row (components.calibration_due_on), written by calibrationDueOnSql alone.
 */

/**
 * The day the unit falls due: its latest calibration (`calibratedOn`, its own column unless an update sets a new
 * one beside) plus its type's interval; null when either is missing.
 */
export const calibrationDueOnSql = (calibratedOn: AnyPgColumn | SQL = components.calibratedOn) =>
  sql<string | null>`(${calibratedOn} + (select ${componentTypes.calibrationIntervalDays} from ${componentTypes}
    where ${componentTypes.id} = ${components.componentTypeId}))`;

/** A unit due for calibration on or before `day` (yyyy-MM-dd): lending may not count on it that day. */
export const isDueOnOrBefore = (day: string, unit: { calibrationDueOn: AnyPgColumn } = components): SQL =>
  lte(unit.calibrationDueOn, day);

/** A unit lending may count on through `day` (yyyy-MM-dd): not due for calibration on or before it. */
export const isCalibratedThrough = (day: string, unit: { calibrationDueOn: AnyPgColumn } = components): SQL =>
  or(isNull(unit.calibrationDueOn), gt(unit.calibrationDueOn, day)) as SQL;

/** isCalibratedThrough as TypeScript reads a unit's due day (yyyy-MM-dd, null: never due). */
export const isDueBy = (calibrationDueOn: string | null, day: string): boolean =>
  calibrationDueOn !== null && calibrationDueOn <= day;
