import type { ComponentStatus } from '@labstock/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isActiveLoan, isLiveBooking } from '../../db/lending-definitions.js';
import { bookings, components, componentTypes, loans, reservations } from '../../db/schema.js';
import { isAnyOf } from '../../lib/id-array-sql.js';
import { collectedCountSql } from './bookings.repo.js';

/** A unit of a type with the lending row that holds it now, if any. */
export interface UnitWithClaim {
  componentId: number;
  componentNumber: number;
  status: ComponentStatus;
  /** The day it falls due for calibration, from which it is not lendable (null: never). */
  calibrationDueOn: string | null;
  /** The return date of its active loan. */
  loanReturnDate: string | null;
  /** When its open reservation was made. */
  reservedAt: Date | null;
  /** The booking its open reservation sets it aside for: the booking claims it, not the reservation. */
  reservedForBooking: number | null;
}

/**
 * Every unit of the types, whatever its status, with its active loan and open reservation: the types' rows, then
 * their components by components_type_status, then each one's lending rows by the unique indexes on component_id
 * (one active loan, one reservation per component). The type's row alone answers for a type without components.
 */
function unitsOfTypesQuery(executor: Executor, componentTypeIds: readonly number[]) {
  return executor
    .select({
      componentTypeId: componentTypes.id,
      kind: componentTypes.kind,
      name: componentTypes.name,
      componentId: components.id,
      componentNumber: components.componentNumber,
      status: components.status,
      calibrationDueOn: components.calibrationDueOn,
      loanReturnDate: loans.returnDate,
      reservedAt: reservations.reservationDate,
      reservedForBooking: reservations.bookingId,
    })
    .from(componentTypes)
    .leftJoin(components, eq(components.componentTypeId, componentTypes.id))
    .leftJoin(loans, and(eq(loans.componentId, components.id), isActiveLoan()))
    .leftJoin(reservations, eq(reservations.componentId, components.id))
    .where(isAnyOf(componentTypes.id, componentTypeIds));
}

/** A type's units with what holds them, its kind (a consumable has none) and its name. */
interface TypeUnits {
  kind: string;
  name: string;
  units: UnitWithClaim[];
}

/** Each existing type of `componentTypeIds` with its units and what holds them; a missing type has no entry. */
export async function findUnitsWithClaimsOfTypes(
  executor: Executor,
  componentTypeIds: readonly number[],
): Promise<Map<number, TypeUnits>> {
  const rows = await unitsOfTypesQuery(executor, componentTypeIds);
  const unitsOfType = new Map<number, TypeUnits>();
  for (const { componentTypeId, kind, name, componentId, componentNumber, status, ...claims } of rows) {
    const type = unitsOfType.get(componentTypeId) ?? { kind, name, units: [] };
    unitsOfType.set(componentTypeId, type);
    // A type without units answers one row, its unit's columns null.
    if (componentId === null || componentNumber === null || status === null) continue;
    type.units.push({ componentId, componentNumber, status: status as ComponentStatus, ...claims });
  }
  return unitsOfType;
}

/** A live booking's claim: its units not yet collected, on each day of its period. */
export interface BookingClaim {
  from: string;
  to: string;
  units: number;
}

function liveBookingsOfTypesQuery(executor: Executor, componentTypeIds: readonly number[], today: string) {
  return executor
    .select({
      componentTypeId: bookings.componentTypeId,
      from: bookings.fromDay,
      to: bookings.toDay,
      units: sql<number>`${bookings.quantity} - ${collectedCountSql}`,
    })
    .from(bookings)
    .where(
      and(
        isAnyOf(bookings.componentTypeId, componentTypeIds),
        isLiveBooking(),
        sql`${bookings.toDay} >= ${today}::date`,
      ),
    );
}

/**
 * The types' live bookings (Booked or Ready) that still claim a day from today on, by the bookings_live_type
 * index, per type; a type without any has no entry.
 */
export async function findLiveBookingClaimsOfTypes(
  executor: Executor,
  componentTypeIds: readonly number[],
  today: string,
): Promise<Map<number, BookingClaim[]>> {
  const rows = await liveBookingsOfTypesQuery(executor, componentTypeIds, today);
  const claimsOfType = new Map<number, BookingClaim[]>();
  for (const { componentTypeId, ...claim } of rows) {
    if (claim.units <= 0) continue;
    const claims = claimsOfType.get(componentTypeId);
    if (claims) claims.push(claim);
    else claimsOfType.set(componentTypeId, [claim]);
  }
  return claimsOfType;
}
