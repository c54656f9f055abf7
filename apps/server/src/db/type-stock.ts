import { eq, sql } from 'drizzle-orm';
import { date, integer, pgMaterializedView, QueryBuilder, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';
import { isAvailableUnit, isLiveBooking } from './lending-definitions.js';
import { bookings, components, componentTypes, loans, reservations } from './schema.js';

/** The sums of each type's rows, built once as SQL for the view's definition. */
const sumsOf = new QueryBuilder();

const units = sumsOf
  .select({
    componentTypeId: components.componentTypeId,
    units: sql<number>`count(*)::int`.as('units'),
    available: sql<number>`(count(*) filter (where ${isAvailableUnit()}))::int`.as('available'),
  })
  .from(components)
  .groupBy(components.componentTypeId)
  .as('units_of_type');
const lent = sumsOf
  .select({
    componentTypeId: loans.componentTypeId,
    lentUntil: sql<Date>`max(coalesce(${loans.returnedAt}, 'infinity'::timestamptz))`.as('lent_until'),
  })
  .from(loans)
  .groupBy(loans.componentTypeId)
  .as('lent_of_type');
const reserved = sumsOf
  .select({
    componentTypeId: reservations.componentTypeId,
    openReservations: sql<number>`count(*)::int`.as('open_reservations'),
  })
  .from(reservations)
  .groupBy(reservations.componentTypeId)
  .as('reserved_of_type');
const booked = sumsOf
  .select({
    componentTypeId: bookings.componentTypeId,
    bookedUntil: sql<string>`max(${bookings.toDay})`.as('booked_until'),
    bookedUnits: sql<number>`coalesce(sum(${bookings.quantity}) filter (where ${isLiveBooking()}), 0)::int`.as(
      'booked_units',
    ),
  })
  .from(bookings)
  .groupBy(bookings.componentTypeId)
  .as('booked_of_type');

/** Every type with its sums, named and ordered as the view's columns. */
const stockOfEveryType = sumsOf
  .select({
    componentTypeId: sql`${componentTypes.id}`.as('component_type_id'),
    name: sql`${componentTypes.name}`.as('name'),
    units: sql`coalesce(${units.units}, 0)`.as('units'),
    available: sql`coalesce(${units.available}, 0)`.as('available'),
    lentUntil: sql`${lent.lentUntil}`.as('lent_until'),
    openReservations: sql`coalesce(${reserved.openReservations}, 0)`.as('open_reservations'),
    bookedUntil: sql`${booked.bookedUntil}`.as('booked_until'),
    bookedUnits: sql`coalesce(${booked.bookedUnits}, 0)`.as('booked_units'),
  })
  .from(componentTypes)
  .leftJoin(units, eq(units.componentTypeId, componentTypes.id))
  .leftJoin(lent, eq(lent.componentTypeId, componentTypes.id))
  .leftJoin(reserved, eq(reserved.componentTypeId, componentTypes.id))
  .leftJoin(booked, eq(booked.componentTypeId, componentTypes.id));

/**
 * What the statistics ask of each component type, summed from its units and lending rows by the definitions of
 * lending-definitions.ts: one row per type. Summing them on every request reads the whole catalogue and its
 * lending history, so the rows are kept, as of the last `refreshTypeStock` (the type-stock job, every minute;
 * decision 050-stock-is-a-view). Its indexes, which drizzle does not declare for a materialised view, are
 * created by migration 0026 on the expressions below.
 */
export const componentTypeStock = pgMaterializedView('component_type_stock', {
  componentTypeId: integer('component_type_id').notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  units: integer('units').notNull(),
  /** Units with status Available. */
  available: integer('available').notNull(),
  /** Null: never lent; infinity: a unit is out now; else when the last loan came back. */
  lentUntil: timestamp('lent_until', { withTimezone: true }),
  openReservations: integer('open_reservations').notNull(),
  /** The last day any booking of the type ran to, whatever became of the booking. */
  bookedUntil: date('booked_until', { mode: 'string' }),
  /** The units the type's live bookings ask for in all, whatever their days. */
  bookedUnits: integer('booked_units').notNull(),
}).as(stockOfEveryType.getSQL());

type Stock = typeof componentTypeStock;

/**
 * Recomputes every row from the rows it sums. Readers go on reading the rows as they were meanwhile; at a large
 * lab it may take longer than the statement timeout a request is held to.
 */
export async function refreshTypeStock(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = '5min'`);
    await tx.execute(sql`refresh materialized view concurrently ${componentTypeStock}`);
  });
}

/*
 * The rows of each partial index of component_type_stock (migration 0026), one expression for the index and the
 * report that reads it: written out rather than with bound values, so that the planner matches them in a prepared
 * statement too.
 */

/** Types that have units and none Available (statistics, "Fully booked"). */
export const fullyBookedStock = (stock: Stock) => sql`${stock.units} > 0 and ${stock.available} = 0`;

/** Types that have units and no open reservation: those "Never booked" may list. */
export const unreservedStock = (stock: Stock) => sql`${stock.units} > 0 and ${stock.openReservations} = 0`;

/**
 * A type whose live bookings ask for as many units as it has Available in all: only such a type can run out on a
 * day (statistics, "Booked ahead").
 */
export const bookingsMayUseUpStock = (stock: Stock) =>
  sql`${stock.bookedUnits} > 0 and ${stock.bookedUnits} >= ${stock.available}`;
