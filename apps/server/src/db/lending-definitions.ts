import { ComponentStatus, liveBookingStatuses } from '@labstock/shared';
import { eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bookings,
  categoryQualifications,
  components,
  componentTypeCategories,
  componentTypeQualifications,
  componentTypes,
  loans,
  qualificationGrants,
  qualifications,
} from './schema.js';

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

/*
 * Qualifications (LAB.md "Qualifications", decision 055). A grant is valid on lab day D when it was granted on or
 * before D and D is before its expiry day: `expires_on` is the first day it no longer counts, as a unit's
 * calibration due day is the first day it is not lent. A grant of a qualification valid for 30 days granted on
 * 2026-03-01 expires on 2026-03-31: it counts through 2026-03-30, and on 2026-03-31 it does not.
 */

/** The day a grant made on `grantedOn` of qualification `qualificationId` expires: null for one valid without end. */
export const grantExpiresOnSql = (grantedOn: AnyPgColumn | SQL, qualificationId: AnyPgColumn | SQL) =>
  sql<string | null>`(${grantedOn}::date + (select ${qualifications.validForDays} from ${qualifications}
    where ${qualifications.id} = ${qualificationId}))`;

/** A grant that counts on `day` (yyyy-MM-dd, or a date expression); isGrantValid of @labstock/shared in TypeScript. */
export const isGrantValidOn = (
  day: string | SQL,
  grant: { grantedOn: AnyPgColumn; expiresOn: AnyPgColumn } = qualificationGrants,
): SQL =>
  sql`(${grant.grantedOn} <= ${day}::date and (${grant.expiresOn} is null or ${grant.expiresOn} > ${day}::date))`;

/**
 * What the types need: "a type needs its own and its categories' qualifications", as rows (component_type_id,
 * qualification_id), once per pair. `ofTypes` follows `component_type_id` in each half: `= <a column>` for one
 * type per row of an outer query, `= any(<ids>)` for a list.
 */
export const typeRequirementsSql = (ofTypes: SQL) => sql`(
  select ${componentTypeQualifications.componentTypeId} as component_type_id,
      ${componentTypeQualifications.qualificationId} as qualification_id
    from ${componentTypeQualifications} where ${componentTypeQualifications.componentTypeId} ${ofTypes}
  union
  select ${componentTypeCategories.componentTypeId}, ${categoryQualifications.qualificationId}
    from ${componentTypeCategories} join ${categoryQualifications}
      on ${categoryQualifications.categoryId} = ${componentTypeCategories.categoryId}
    where ${componentTypeCategories.componentTypeId} ${ofTypes})`;

/** The types `ofTypes` (as typeRequirementsSql takes it) as one integer-array parameter. */
export const anyOfTypes = (componentTypeIds: readonly number[]) =>
  sql`= any(${sql.param([...componentTypeIds])}::integer[])`;

/** The loaner (a column or a value) holds a grant of the qualification (a column or a value) valid on `day`. */
export const holdsValidGrantSql = (
  loanerId: AnyPgColumn | SQL | number,
  qualificationId: AnyPgColumn | SQL | number,
  day: string | SQL,
) =>
  sql`exists (select 1 from ${qualificationGrants} where ${qualificationGrants.loanerId} = ${loanerId}
    and ${qualificationGrants.qualificationId} = ${qualificationId} and ${isGrantValidOn(day)})`;

/**
 * The loaner (a column or a value) lacks a qualification that a type of `ofTypes` requires, valid on `day`: they may
 * not borrow it that day.
 */
export const lacksRequiredQualificationSql = (loanerId: AnyPgColumn | SQL | number, ofTypes: SQL, day: string | SQL) =>
  sql`exists (select 1 from ${typeRequirementsSql(ofTypes)} needed
    where not ${holdsValidGrantSql(loanerId, sql`needed.qualification_id`, day)})`;
