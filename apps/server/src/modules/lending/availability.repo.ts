import type { ComponentStatus } from '@labstock/shared';
import { liveBookingStatuses } from '@labstock/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { bookings, components, componentTypes, loans, reservations } from '../../db/schema.js';
import { preparedPerDatabase } from '../../lib/prepared-query.js';
import { collectedCountSql } from './bookings.repo.js';

/** A unit of a type with the lending row that holds it now, if any. */
export interface UnitWithClaim {
  status: ComponentStatus;
  /** The return date of its active loan. */
  loanReturnDate: string | null;
  /** When its open reservation was made. */
  reservedAt: Date | null;
  /** The booking its open reservation sets it aside for: the booking claims it, not the reservation. */
  reservedForBooking: number | null;
}

/**
 * Every unit of the type, whatever its status, with its active loan and open reservation: the type's row, then
 * its components by components_type_status, then each one's lending rows by the unique indexes on component_id
 * (one active loan, one reservation per component). The type's row alone answers for a type without components.
 */
const unitsOfTypeQuery = preparedPerDatabase((db) =>
  db
    .select({
      status: components.status,
      loanReturnDate: loans.returnDate,
      reservedAt: reservations.reservationDate,
      reservedForBooking: reservations.bookingId,
    })
    .from(componentTypes)
    .leftJoin(components, eq(components.componentTypeId, componentTypes.id))
    .leftJoin(loans, and(eq(loans.componentId, components.id), isNull(loans.returnedAt)))
    .leftJoin(reservations, eq(reservations.componentId, components.id))
    .where(eq(componentTypes.id, sql.placeholder('componentTypeId')))
    .prepare('type_units_with_claims'),
);

/** The type's units with what holds them, or undefined when the type does not exist. */
export async function findUnitsWithClaims(
  executor: Executor,
  componentTypeId: number,
): Promise<UnitWithClaim[] | undefined> {
  const rows = await unitsOfTypeQuery(executor).execute({ componentTypeId });
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ status, ...claims }) =>
    status === null ? [] : [{ status: status as ComponentStatus, ...claims }],
  );
}

/** A live booking's claim: its units not yet collected, on each day of its period. */
export interface BookingClaim {
  from: string;
  to: string;
  units: number;
}

const liveBookingsOfTypeQuery = preparedPerDatabase((db) =>
  db
    .select({
      from: bookings.fromDay,
      to: bookings.toDay,
      units: sql<number>`${bookings.quantity} - ${collectedCountSql}`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.componentTypeId, sql.placeholder('componentTypeId')),
        inArray(bookings.status, [...liveBookingStatuses]),
        sql`${bookings.toDay} >= ${sql.placeholder('today')}::date`,
      ),
    )
    .prepare('type_live_booking_claims'),
);

/** The type's live bookings (Booked or Ready) that still claim a day from today on, by the bookings_live_type index. */
export async function findLiveBookingClaims(
  executor: Executor,
  componentTypeId: number,
  today: string,
): Promise<BookingClaim[]> {
  const rows = await liveBookingsOfTypeQuery(executor).execute({ componentTypeId, today });
  return rows.filter((row) => row.units > 0);
}

/**
 * Locks the type's row for the rest of the transaction, so that every action adding or lengthening a claim on
 * the type runs after the others, on this server or another (LENDING.md "Days and claims"). NO KEY UPDATE:
 * adding a component of the type (which takes KEY SHARE) does not wait for it.
 */
export async function lockComponentType(tx: Transaction, componentTypeId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: componentTypes.id })
    .from(componentTypes)
    .where(eq(componentTypes.id, componentTypeId))
    .for('no key update');
  return rows.length > 0;
}
