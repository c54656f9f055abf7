import type { Reservation } from '@labstock/shared';
import { ComponentStatus } from '@labstock/shared';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { components, componentTypes, loaners, reservations } from '../../db/schema.js';
import { type PageRequest, pageWindow } from '../../lib/pagination.js';
import {
  componentSummaryColumns,
  countLendingList,
  type LendingListFilter,
  lendingPage,
  loanerSearchTexts,
  loanerSummaryColumns,
  type Page,
  toLoanerSummary,
} from '../loans/lending-view.js';

export interface ReservationFilter {
  /** Only this loaner's reservations. */
  loanerId?: number;
  /** Component type name, AU id, first or last name. */
  search?: string;
}

/** Joins the component, its type and the loaner to a select from reservations. */
function withParts<T extends PgSelectQueryBuilder>(query: T) {
  return query
    .innerJoin(components, eq(components.id, reservations.componentId))
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .innerJoin(loaners, eq(loaners.id, reservations.loanerId));
}

function reservationViewColumns(labToday: string) {
  return {
    reservationId: reservations.id,
    reservationDate: reservations.reservationDate,
    loanerId: reservations.loanerId,
    component: componentSummaryColumns,
    loaner: loanerSummaryColumns(labToday),
  };
}

function selectReservationViews(executor: Executor, labToday: string) {
  return withParts(executor.select(reservationViewColumns(labToday)).from(reservations).$dynamic());
}

type ReservationRow = Awaited<ReturnType<typeof selectReservationViews>>[number];

function toReservation(row: ReservationRow): Reservation {
  return { ...row, reservationDate: row.reservationDate.toISOString(), loaner: toLoanerSummary(row.loaner) };
}

function reservationList(filter: ReservationFilter): LendingListFilter {
  return {
    scope: filter.loanerId === undefined ? undefined : eq(reservations.loanerId, filter.loanerId),
    search: filter.search ?? '',
    loanerTexts: [loanerSearchTexts.auId, loanerSearchTexts.fullName],
  };
}

/** A page of reservations, oldest first (the next to expire on top). */
export async function listReservations(
  executor: Executor,
  filter: ReservationFilter,
  page: PageRequest,
  labToday: string,
): Promise<Page<Reservation>> {
  const list = reservationList(filter);
  const order = [asc(reservations.reservationDate), asc(reservations.id)];
  const pageIds = lendingPage(executor, reservations, list, order, page);
  const rows = await withParts(
    executor
      .with(pageIds)
      .select({ ...reservationViewColumns(labToday), total: pageIds.total })
      .from(pageIds)
      .innerJoin(reservations, eq(reservations.id, pageIds.id))
      .$dynamic(),
  ).orderBy(...order);
  const items = rows.map(({ total: _, ...row }) => toReservation(row));
  if (rows[0]) return { items, total: rows[0].total };
  // No row carries the total: none match, or the page lies past the end.
  return { items, total: pageWindow(page).offset === 0 ? 0 : await countLendingList(executor, reservations, list) };
}

export async function findReservationView(
  executor: Executor,
  reservationId: number,
  labToday: string,
): Promise<Reservation | undefined> {
  const [row] = await selectReservationViews(executor, labToday).where(eq(reservations.id, reservationId));
  return row && toReservation(row);
}

export async function findComponentType(executor: Executor, componentTypeId: number) {
  const [row] = await executor
    .select({ status: componentTypes.status })
    .from(componentTypes)
    .where(eq(componentTypes.id, componentTypeId));
  return row;
}

/**
 * Locks the lowest-numbered Available component of the type. Rows other transactions hold are skipped,
 * so concurrent reserves each get a different component instead of queueing for the same one.
 */
export async function lockAvailableComponent(executor: Executor, componentTypeId: number) {
  const [row] = await executor
    .select({ componentId: components.id })
    .from(components)
    .where(and(eq(components.componentTypeId, componentTypeId), eq(components.status, ComponentStatus.Available)))
    .orderBy(asc(components.componentNumber))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
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

const deletedColumns = {
  reservationId: reservations.id,
  componentId: reservations.componentId,
  loanerId: reservations.loanerId,
};

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

/** Deletes the reservations made before `cutoff`; returns what they held. */
export function deleteReservationsMadeBefore(executor: Executor, cutoff: Date) {
  return executor.delete(reservations).where(lt(reservations.reservationDate, cutoff)).returning(deletedColumns);
}
