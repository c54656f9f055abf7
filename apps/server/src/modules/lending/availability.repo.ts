import type { ComponentStatus } from '@labstock/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { components, componentTypes, loans, reservations } from '../../db/schema.js';
import { preparedPerDatabase } from '../../lib/prepared-query.js';

/** A unit of a type with the lending row that holds it now, if any. */
export interface UnitWithClaim {
  status: ComponentStatus;
  /** The return date of its active loan. */
  loanReturnDate: string | null;
  /** When its open reservation was made. */
  reservedAt: Date | null;
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
  return rows.flatMap(({ status, loanReturnDate, reservedAt }) =>
    status === null ? [] : [{ status: status as ComponentStatus, loanReturnDate, reservedAt }],
  );
}
