import type { ComponentStatus, Reservation } from '@labstock/shared';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isAvailableUnit, isCalibratedThrough, isDueOnOrBefore } from '../../db/lending-definitions.js';
import { componentSummaryColumns, withLendingParts } from '../../db/lending-join.js';
import { components, componentTypes, loaners, reservations } from '../../db/schema.js';
import { earlierDay } from '../../lib/lab-date.js';
import type { LabDayValue } from '../../lib/lab-day-sql.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { readLendingList } from './lending-list.js';
import { loanerSummaryColumns, toLoanerSummary } from './loaner-summary.js';
import { pickUpDay } from './pick-up-window.js';

export interface ReservationFilter {
  /** Only this loaner's reservations. */
  loanerId?: number;
  /** Component type name, AU id, first or last name. */
  search?: string;
}

/** The last day of the booking the unit is set aside for (plain SQL: see bookings.repo.ts on unqualified columns). */
const bookingToSql = sql<
  string | null
>`(select bookings.to_day::text from bookings where bookings.id = reservations.booking_id)`;

function reservationViewColumns(labToday: LabDayValue) {
  return {
    reservationId: reservations.id,
    reservationDate: reservations.reservationDate,
    bookingTo: bookingToSql,
    loanerId: reservations.loanerId,
    component: componentSummaryColumns,
    loaner: loanerSummaryColumns(labToday),
  };
}

function selectReservationViews(executor: Executor, labToday: LabDayValue) {
  return withLendingParts(
    executor.select(reservationViewColumns(labToday)).from(reservations).$dynamic(),
    reservations,
  );
}

type ReservationRow = Awaited<ReturnType<typeof selectReservationViews>>[number];

/** The reservation as the API gives it, built field by field (decision 031). */
function toReservation(row: ReservationRow, timeZone: string): Reservation {
  return {
    reservationId: row.reservationId,
    reservationDate: row.reservationDate.toISOString(),
    // A unit set aside for a booking waits no longer than the booking's last day.
    pickUpBy: earlierDay(pickUpDay(row.reservationDate, timeZone), row.bookingTo ?? '9999-12-31'),
    bookingTo: row.bookingTo,
    loanerId: row.loanerId,
    component: row.component,
    loaner: toLoanerSummary(row.loaner),
  };
}

/** Reservations, oldest first (the next to expire on top). */
const reservationList = {
  table: reservations,
  select: selectReservationViews,
  scope: undefined,
  loanerText: loaners.lendingSearchText,
  sortedBy: reservations.reservationDate,
};

/** A page of reservations, oldest first (the next to expire on top). */
export async function listReservations(
  executor: Executor,
  filter: ReservationFilter,
  page: PageRequest,
  labToday: string,
  timeZone: string,
): Promise<Page<Reservation>> {
  const { items, ...total } = await readLendingList(
    executor,
    reservationList,
    { ...filter, search: filter.search ?? '' },
    page,
    labToday,
  );
  return { items: items.map((row) => toReservation(row, timeZone)), ...total };
}

export async function findReservationView(
  executor: Executor,
  reservationId: number,
  labToday: string,
  timeZone: string,
): Promise<Reservation | undefined> {
  const [row] = await selectReservationViews(executor, labToday).where(eq(reservations.id, reservationId));
  return row && toReservation(row, timeZone);
}

export async function findComponentType(executor: Executor, componentTypeId: number) {
  const [row] = await executor
    .select({ status: componentTypes.status, kind: componentTypes.kind, name: componentTypes.name })
    .from(componentTypes)
    .where(eq(componentTypes.id, componentTypeId));
  return row;
}

/** How many Available components each of the types has (0 for a type with none). */
export async function countAvailableOfTypes(
  executor: Executor,
  componentTypeIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map(componentTypeIds.map((id) => [id, 0]));
  if (componentTypeIds.length === 0) return counts;
  const rows = await executor
    .select({ componentTypeId: components.componentTypeId, available: sql<number>`count(*)::int` })
    .from(components)
    .where(and(inArray(components.componentTypeId, [...componentTypeIds]), isAvailableUnit()))
    .groupBy(components.componentTypeId);
  for (const row of rows) counts.set(row.componentTypeId, row.available);
  return counts;
}

/**
 * How many Available components each of the types has that fall due for calibration on or before `day`: those a
 * hold through that day may not take (a type with none has no entry).
 */
export async function countAvailableDueByOfTypes(
  executor: Executor,
  componentTypeIds: readonly number[],
  day: string,
): Promise<Map<number, number>> {
  if (componentTypeIds.length === 0) return new Map();
  const rows = await executor
    .select({ componentTypeId: components.componentTypeId, due: sql<number>`count(*)::int` })
    .from(components)
    .where(and(inArray(components.componentTypeId, [...componentTypeIds]), isAvailableUnit(), isDueOnOrBefore(day)))
    .groupBy(components.componentTypeId);
  return new Map(rows.map((row) => [row.componentTypeId, row.due]));
}

/**
 * Locks the `count` lowest-numbered components of the type that have the status (reserve's and a booking's set
 * aside: Available) and may be held through `heldThrough` (none falls due for calibration by then). Rows other
 * transactions hold are skipped, so concurrent takers each get different components instead of queueing for the
 * same ones.
 */
export function lockComponentsIn(
  executor: Executor,
  componentTypeId: number,
  status: ComponentStatus,
  count: number,
  heldThrough: string,
) {
  return executor
    .select({ componentId: components.id })
    .from(components)
    .where(
      and(
        eq(components.componentTypeId, componentTypeId),
        eq(components.status, status),
        isCalibratedThrough(heldThrough),
      ),
    )
    .orderBy(asc(components.componentNumber))
    .limit(count)
    .for('update', { skipLocked: true });
}

export async function insertReservation(executor: Executor, values: typeof reservations.$inferInsert): Promise<number> {
  const [row] = await executor.insert(reservations).values(values).returning({ id: reservations.id });
  if (!row) throw new Error('insert returned no reservation');
  return row.id;
}

/** Locks a reservation for a hand-out, so that expiry or a deletion cannot take it meanwhile. */
export async function lockReservation(executor: Executor, reservationId: number) {
  const [row] = await executor
    .select({ componentId: reservations.componentId, loanerId: reservations.loanerId })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .for('update');
  return row;
}

/**
 * Locks, in id order, the reservations a batch hand-out may hand out or release: those on its components and
 * those the loaner holds. Reservations are locked before components, in every lending flow.
 */
export function lockReservationsForBatch(executor: Executor, loanerId: number, componentIds: number[]) {
  return executor
    .select({
      reservationId: reservations.id,
      componentId: reservations.componentId,
      loanerId: reservations.loanerId,
      bookingId: reservations.bookingId,
    })
    .from(reservations)
    .where(or(eq(reservations.loanerId, loanerId), inArray(reservations.componentId, componentIds)))
    .orderBy(asc(reservations.id))
    .for('update');
}

const deletedColumns = {
  reservationId: reservations.id,
  componentId: reservations.componentId,
  loanerId: reservations.loanerId,
  bookingId: reservations.bookingId,
};

/** The type of the reservation's unit, read unlocked: its type is locked before the reservation (type-lock.ts). */
export async function findTypeOfReservation(executor: Executor, reservationId: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ componentTypeId: reservations.componentTypeId })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return row?.componentTypeId ?? undefined;
}

/** Reservations the expiry deletes: made before `cutoff` and not set aside for a booking (endBookingsOver's). */
const expiredBefore = (cutoff: Date) => and(lt(reservations.reservationDate, cutoff), isNull(reservations.bookingId));

/** The types of the reservations made before `cutoff`, read unlocked: the expiry locks them first. */
export async function typesOfReservationsMadeBefore(executor: Executor, cutoff: Date): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ componentTypeId: reservations.componentTypeId })
    .from(reservations)
    .where(expiredBefore(cutoff));
  return rows.flatMap((row) => (row.componentTypeId === null ? [] : [row.componentTypeId]));
}

/** Deletes the reservation (only the owner's when `ownerId` is given); returns what it held, or undefined. */
export async function deleteReservation(executor: Executor, reservationId: number, ownerId?: number) {
  const [row] = await executor
    .delete(reservations)
    .where(
      and(eq(reservations.id, reservationId), ownerId === undefined ? undefined : eq(reservations.loanerId, ownerId)),
    )
    .returning(deletedColumns);
  return row;
}

/**
 * Deletes the reservations made before `cutoff`; returns what they held. Units set aside for a booking end with
 * their booking (endBookingsOver), not here.
 */
export function deleteReservationsMadeBefore(executor: Executor, cutoff: Date) {
  return executor.delete(reservations).where(expiredBefore(cutoff)).returning(deletedColumns);
}

/** The loaner's held reservations of their own making (units set aside for a booking are the booking's). */
export async function countOpenReservations(executor: Executor, loanerId: number): Promise<number> {
  return executor.$count(reservations, and(eq(reservations.loanerId, loanerId), isNull(reservations.bookingId)));
}
