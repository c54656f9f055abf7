import { ComponentStatus, type FullyBookedSortColumn, type NeverBookedSortColumn } from '@labstock/shared';
import { and, asc, count, desc, eq, gte, isNull, lte, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isLiveBooking } from '../../db/lending-definitions.js';
import { bookings, components, componentTypes } from '../../db/schema.js';
import { bookingsMayUseUpStock, componentTypeStock, fullyBookedStock, unreservedStock } from '../../db/type-stock.js';
import { COUNT_CAP, cappedTableCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { isAnyOf } from '../../lib/id-array-sql.js';
import { labDayStartOf } from '../../lib/lab-day-sql.js';
import { pageByIds, withPageWindow } from '../../lib/paged-select.js';
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

const fullyBookedCounts = {
  totalNumberOfComponents: sql<number>`count(*)::int`,
  numberOfDefectComponents: componentsWithStatus(ComponentStatus.Defect),
  numberOfLostComponents: componentsWithStatus(ComponentStatus.Lost),
  numberOfTrashedComponents: componentsWithStatus(ComponentStatus.Trashed),
  numberOfNotReturnedComponents: componentsWithStatus(ComponentStatus.NeverReturned),
  numberOfReservedToAdmin: componentsWithStatus(ComponentStatus.ReservedAdmin),
  numberOfReservedToLoaner: componentsWithStatus(ComponentStatus.ReservedLoaner),
};
/** A fully booked type's row: the list's and the page's by ids alike. */
const fullyBookedRow = {
  componentTypeId: componentTypes.id,
  componentName: componentTypes.name,
  imageEtag: componentTypes.imageEtag,
  ...fullyBookedCounts,
};
const fullyBookedSortable: Record<FullyBookedSortColumn, SQLWrapper> = {
  componentName: componentTypes.name,
  ...fullyBookedCounts,
};

function fullyBookedList(db: Executor, order: TableOrder<FullyBookedSortColumn>) {
  return db
    .select({ ...fullyBookedRow, total: totalOfList })
    .from(componentTypeStock)
    .innerJoin(componentTypes, eq(componentTypes.id, componentTypeStock.componentTypeId))
    .innerJoin(components, eq(components.componentTypeId, componentTypeStock.componentTypeId))
    .where(fullyBookedStock(componentTypeStock))
    .groupBy(componentTypes.id)
    .orderBy(...orderOf(fullyBookedSortable, order))
    .$dynamic();
}

/**
 * Sorted by name, a page's types are read in that order from the stock's partial index on its copy of the name
 * (migration 0025), and only their own units are counted: a sort by a count has to count every fully booked type's
 * units before it can cut the page, and sorting them by the types' own names read every one of them first. The ids
 * come first, from the stock alone, then the rows of those ids with their counts (`pageByIds`).
 */
function fullyBookedIdsByName(db: Executor, order: TableOrder<FullyBookedSortColumn>, page: PageRequest) {
  const direction = order.descending ? desc : asc;
  return withPageWindow(
    db
      .select({ id: componentTypeStock.componentTypeId })
      .from(componentTypeStock)
      .where(fullyBookedStock(componentTypeStock))
      .orderBy(direction(componentTypeStock.name), direction(componentTypeStock.componentTypeId))
      .$dynamic(),
    page,
  );
}

function fullyBookedRowsOfIds(db: Executor, order: TableOrder<FullyBookedSortColumn>, ids: readonly number[]) {
  return db
    .select(fullyBookedRow)
    .from(componentTypes)
    .innerJoin(components, eq(components.componentTypeId, componentTypes.id))
    .where(isAnyOf(componentTypes.id, ids))
    .groupBy(componentTypes.id)
    .orderBy(...orderOf(fullyBookedSortable, order));
}

/** How many types are fully booked: the entries of the stock's partial index. */
async function countFullyBooked(db: Executor): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(componentTypeStock)
    .where(fullyBookedStock(componentTypeStock));
  return counted?.n ?? 0;
}

/**
 * Types that have components but none Available, with a count per status. The types come from
 * component_type_stock's partial index (units, none Available), so only their own units are counted: the work
 * grows with the answer, not with the catalogue. By name, the page is cut before the units are counted and the
 * types are counted beside it; by a count, one grouped query per page, whose page past the end carries no total,
 * so only then is the list counted on its own.
 */
export async function findFullyBookedTypes(
  db: Executor,
  order: TableOrder<FullyBookedSortColumn>,
  page: PageRequest,
): Promise<Page<Omit<FullyBookedType, 'total'>>> {
  if (order.sortBy === 'componentName') {
    const [items, total] = await Promise.all([
      pageByIds(
        () => fullyBookedIdsByName(db, order, page),
        (ids) => fullyBookedRowsOfIds(db, order, ids),
      ),
      countFullyBooked(db),
    ]);
    return { items, total };
  }
  const rows = await withPageWindow(fullyBookedList(db, order), page);
  const total = await totalOfPage(rows[0]?.total, pageWindow(page).offset, () => countFullyBooked(db));
  // Each row keeps the total it carries; the answer's serializer leaves it out (decision 031).
  return { items: rows, total };
}

/** A row of "Fully booked components", with the list's total. */
type FullyBookedType = Awaited<ReturnType<typeof fullyBookedList>>[number];

const neverBookedSortable: Record<NeverBookedSortColumn, SQLWrapper> = {
  componentName: componentTypes.name,
  location: componentTypes.location,
  numberOfComponents: componentTypeStock.units,
};

/**
 * The stock rows of types none of whose units was lent, reserved or booked from the day `since`, which starts at
 * `startOfSince`.
 */
function neverBookedSince(since: string, startOfSince: string) {
  return and(
    unreservedStock(componentTypeStock),
    or(isNull(componentTypeStock.lentUntil), sql`${componentTypeStock.lentUntil} < ${startOfSince}::timestamptz`),
    or(isNull(componentTypeStock.bookedUntil), sql`${componentTypeStock.bookedUntil} < ${since}::date`),
  );
}

/**
 * Types with components of which none has been booked since `since` (a lab calendar date): no loan running
 * at any time from the start of that day on (lent since, or lent before and not back by then), and no open
 * reservation, and no booking (whatever became of it) for a period that runs on or after that day. Read from
 * component_type_stock, one row per type: the page walks the sorted types until it is full, and the total
 * is counted from the stock's partial index of unreserved types alone, up to COUNT_CAP.report (decision 043-lists-count-up-to-a-cap).
 */
export async function findNeverBookedTypes(
  db: Executor,
  { since, timeZone }: { since: string; timeZone: string },
  order: TableOrder<NeverBookedSortColumn>,
  page: PageRequest,
): Promise<Page<NeverBookedType>> {
  // Known to the planner, the day's start tells it how many types may qualify: when few do, it reads them from the
  // stock's partial index instead of walking the whole catalogue in the page's order to fill one page.
  const startOfSince = await labDayStartOf(db, since, timeZone);
  const where = neverBookedSince(since, startOfSince);
  const [items, counted] = await Promise.all([
    withPageWindow(
      db
        .select({
          componentTypeId: componentTypes.id,
          componentName: componentTypes.name,
          imageEtag: componentTypes.imageEtag,
          location: componentTypes.location,
          numberOfComponents: componentTypeStock.units,
        })
        .from(componentTypeStock)
        .innerJoin(componentTypes, eq(componentTypes.id, componentTypeStock.componentTypeId))
        .where(where)
        .orderBy(...orderOf(neverBookedSortable, order))
        .$dynamic(),
      page,
    ),
    cappedTableCountQuery(db, componentTypeStock, COUNT_CAP.report, where),
  ]);
  return { items, ...cappedTotalOf(counted, COUNT_CAP.report) };
}

/** A type of "Never booked components" and how many units it has, before its image becomes a link. */
export interface NeverBookedType {
  componentTypeId: number;
  componentName: string;
  imageEtag: string | null;
  location: string | null;
  numberOfComponents: number;
}

/**
 * The types whose live bookings (Booked or Ready) claim a day from `first` through `last` and could take one of
 * those days to 0, with how many such bookings each has, by name. A loan or reservation claims a unit that is not
 * Available now, so on any day a type keeps at least its Available units less what its bookings claim: a type
 * whose live bookings book fewer units in all than it has Available cannot reach 0: the candidates come from the
 * stock rows' partial index (bookingsMayUseUpStock) before any booking is read, and of those, a type whose
 * bookings in the period book fewer units than it has Available is left out too.
 */
export function findTypesBookedDuring(db: Executor, first: string, last: string) {
  // Per candidate type (lateral): its live bookings in the period by the (type, to_day) index.
  const booked = db
    .select({
      liveBookings: sql<number>`count(*)::int`.as('live_bookings'),
      quantity: sql<number>`sum(${bookings.quantity})`.as('booked_quantity'),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.componentTypeId, componentTypeStock.componentTypeId),
        isLiveBooking(),
        lte(bookings.fromDay, last),
        gte(bookings.toDay, first),
      ),
    )
    .as('booked');
  return db
    .select({
      componentTypeId: componentTypes.id,
      componentName: componentTypes.name,
      imageEtag: componentTypes.imageEtag,
      liveBookings: booked.liveBookings,
    })
    .from(componentTypeStock)
    .crossJoinLateral(booked)
    .innerJoin(componentTypes, eq(componentTypes.id, componentTypeStock.componentTypeId))
    .where(and(bookingsMayUseUpStock(componentTypeStock), gte(booked.quantity, componentTypeStock.available)))
    .orderBy(asc(componentTypes.name), asc(componentTypes.id));
}
