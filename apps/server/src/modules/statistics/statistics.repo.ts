import {
  ComponentStatus,
  type FullyBookedSortColumn,
  liveBookingStatuses,
  type NeverBookedSortColumn,
} from '@labstock/shared';
import { and, asc, desc, eq, exists, gte, inArray, isNull, lte, not, or, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { bookings, components, componentTypes, loans, reservations } from '../../db/schema.js';
import { withPageWindow } from '../../lib/paged-select.js';
import { type Page, type PageRequest, pageWindow, totalOfPage } from '../../lib/pagination.js';

const componentsWithStatus = (status: ComponentStatus) =>
  sql<number>`(count(*) filter (where ${components.status} = ${status}))::int`;

/** A statistics table's order: one of its columns, `descending` or not, the type's id breaking ties the same way. */
export interface TableOrder<Column extends string> {
  sortBy: Column;
  descending: boolean;
}

function orderOf<Column extends string>(
  sortable: Record<Column, SQLWrapper>,
  { sortBy, descending }: TableOrder<Column>,
) {
  const direction = descending ? desc : asc;
  return [direction(sortable[sortBy]), direction(componentTypes.id)];
}

/** Every row carries the number of rows the list has, counted after grouping and before the page is cut. */
const totalOfList = sql<number>`(count(*) over ())::int`;

/** The rows a list has, counted on their own. */
async function countRows(db: Executor, list: PgSelect): Promise<number> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(list.as('listed'));
  return counted?.n ?? 0;
}

/**
 * A page of a list whose rows carry its total, and that total: a page past the end carries none, so only then is
 * the list counted on its own. `list` builds the query afresh each time (a page window changes the builder).
 */
async function pageOfList<List extends PgSelect & PromiseLike<{ total: number }[]>>(
  db: Executor,
  list: () => List,
  page: PageRequest,
): Promise<Page<Omit<Awaited<List>[number], 'total'>>> {
  const rows: Awaited<List> = await withPageWindow(list(), page);
  const total = await totalOfPage(rows[0]?.total, pageWindow(page).offset, () => countRows(db, list()));
  return { items: rows.map(withoutTotal), total };
}

function withoutTotal<Row extends { total: number }>({ total: _total, ...row }: Row): Omit<Row, 'total'> {
  return row;
}

const fullyBookedCounts = {
  totalNumberOfComponents: sql<number>`count(*)::int`,
  numberOfDefectComponents: componentsWithStatus(ComponentStatus.Defect),
  numberOfLostComponents: componentsWithStatus(ComponentStatus.Lost),
  numberOfTrashedComponents: componentsWithStatus(ComponentStatus.Trashed),
  numberOfNotReturnedComponents: componentsWithStatus(ComponentStatus.NeverReturned),
  numberOfReservedToAdmin: componentsWithStatus(ComponentStatus.ReservedAdmin),
  numberOfReservedToLoaner: componentsWithStatus(ComponentStatus.ReservedLoaner),
};
const fullyBookedSortable: Record<FullyBookedSortColumn, SQLWrapper> = {
  componentName: componentTypes.name,
  ...fullyBookedCounts,
};

/**
 * Types that have components but none Available, with a count per status; one grouped query per page. The types
 * with an Available unit are left out first, by components_type_status alone, so only the others' units are counted.
 */
export function findFullyBookedTypes(db: Executor, order: TableOrder<FullyBookedSortColumn>, page: PageRequest) {
  const availableUnit = alias(components, 'available_unit');
  const anyAvailable = db
    .select({ id: availableUnit.id })
    .from(availableUnit)
    .where(
      and(eq(availableUnit.componentTypeId, componentTypes.id), eq(availableUnit.status, ComponentStatus.Available)),
    );
  const list = () =>
    db
      .select({
        componentTypeId: componentTypes.id,
        componentName: componentTypes.name,
        imageEtag: componentTypes.imageEtag,
        ...fullyBookedCounts,
        total: totalOfList,
      })
      .from(componentTypes)
      .innerJoin(components, eq(components.componentTypeId, componentTypes.id))
      .where(not(exists(anyAvailable)))
      .groupBy(componentTypes.id)
      .orderBy(...orderOf(fullyBookedSortable, order))
      .$dynamic();
  return pageOfList(db, list, page);
}

const neverBookedSortable: Record<NeverBookedSortColumn, SQLWrapper> = {
  componentName: componentTypes.name,
  location: componentTypes.location,
  numberOfComponents: sql`count(*)`,
};

/**
 * Types with components of which none has been booked since `since` (a lab calendar date): no loan running
 * at any time from the start of that day on (lent since, or lent before and not back by then), and no open
 * reservation, and no booking (whatever became of it) for a period that runs on or after that day.
 */
export function findNeverBookedTypes(
  db: Executor,
  { since, timeZone }: { since: string; timeZone: string },
  order: TableOrder<NeverBookedSortColumn>,
  page: PageRequest,
) {
  const startOfSince = sql`(${since}::date)::timestamp at time zone ${timeZone}`;
  const bookedComponent = alias(components, 'booked_component');
  const lentSince = db
    .select({ id: loans.id })
    .from(loans)
    .innerJoin(bookedComponent, eq(bookedComponent.id, loans.componentId))
    .where(
      and(
        eq(bookedComponent.componentTypeId, componentTypes.id),
        or(isNull(loans.returnedAt), gte(loans.returnedAt, startOfSince)),
      ),
    );
  const reserved = db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(bookedComponent, eq(bookedComponent.id, reservations.componentId))
    .where(eq(bookedComponent.componentTypeId, componentTypes.id));
  const bookedAhead = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.componentTypeId, componentTypes.id), gte(bookings.toDay, since)));

  const list = () =>
    db
      .select({
        componentTypeId: componentTypes.id,
        componentName: componentTypes.name,
        imageEtag: componentTypes.imageEtag,
        location: componentTypes.location,
        numberOfComponents: sql<number>`count(*)::int`,
        total: totalOfList,
      })
      .from(componentTypes)
      .innerJoin(components, eq(components.componentTypeId, componentTypes.id))
      .where(and(not(exists(lentSince)), not(exists(reserved)), not(exists(bookedAhead))))
      .groupBy(componentTypes.id)
      .orderBy(...orderOf(neverBookedSortable, order))
      .$dynamic();
  return pageOfList(db, list, page);
}

/**
 * The types whose live bookings (Booked or Ready) claim a day from `first` through `last`, with how many such
 * bookings each has, by name: the only types their bookings can take to 0 on one of those days.
 */
export function findTypesBookedDuring(db: Executor, first: string, last: string) {
  return db
    .select({
      componentTypeId: componentTypes.id,
      componentName: componentTypes.name,
      imageEtag: componentTypes.imageEtag,
      liveBookings: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .innerJoin(componentTypes, eq(componentTypes.id, bookings.componentTypeId))
    .where(
      and(inArray(bookings.status, [...liveBookingStatuses]), lte(bookings.fromDay, last), gte(bookings.toDay, first)),
    )
    .groupBy(componentTypes.id)
    .orderBy(asc(componentTypes.name), asc(componentTypes.id));
}
