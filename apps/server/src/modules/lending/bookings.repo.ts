import type { Booking, BookingStatus, SetAsideUnit } from '@labstock/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, not, or, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { isLiveBooking } from '../../db/lending-definitions.js';
import { bookings, componentTypes, loaners, loans, reservations } from '../../db/schema.js';
import { cappedCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { isAnyOf } from '../../lib/id-array-sql.js';
import { keptQueries, variantOf } from '../../lib/kept-query.js';
import type { LabDayValue } from '../../lib/lab-day-sql.js';
import { type Page, type PageRequest, pageWindow } from '../../lib/pagination.js';
import { likePattern } from '../../lib/search.js';
import { isEligibleBorrowerSql } from './borrower-eligibility.js';
import { lendingTotalCap } from './lending-list.js';
import { loanerSummaryColumns, toLoanerSummary } from './loaner-summary.js';

/*
 * The subqueries below name their tables and columns in plain SQL: Drizzle leaves a column unqualified in a select
 * from one table, where "booking_id" = "id" would compare two columns of the subquery's own row.
 */

/** Units handed out for the booking (its loans, returned or not), by loans_booking. */
export const collectedCountSql = sql<number>`(select count(*) from loans where loans.booking_id = bookings.id)::int`;

/** Units set aside for the booking now (its held reservations), by reservations_booking. */
const setAsideCountSql = sql<number>`(select count(*) from reservations where reservations.booking_id = bookings.id)::int`;

/** The units set aside for the booking now, lowest number first. */
const setAsideSql = sql<SetAsideUnit[]>`coalesce((
  select json_agg(json_build_object('componentId', c.id, 'componentNumber', c.component_number) order by c.component_number)
  from reservations r join components c on c.id = r.component_id
  where r.booking_id = bookings.id), '[]'::json)`;

function bookingViewColumns(labToday: LabDayValue) {
  return {
    bookingId: bookings.id,
    componentTypeId: bookings.componentTypeId,
    componentTypeName: componentTypes.name,
    loaner: loanerSummaryColumns(labToday),
    quantity: bookings.quantity,
    from: bookings.fromDay,
    to: bookings.toDay,
    status: bookings.status,
    collectedCount: collectedCountSql,
    atRisk: bookings.atRisk,
    setAside: setAsideSql,
    createdAt: bookings.createdAt,
  };
}

function selectBookingViews(executor: Executor, labToday: LabDayValue) {
  return executor
    .select(bookingViewColumns(labToday))
    .from(bookings)
    .innerJoin(componentTypes, eq(componentTypes.id, bookings.componentTypeId))
    .leftJoin(loaners, eq(loaners.id, bookings.loanerId))
    .$dynamic();
}

type BookingRow = Awaited<ReturnType<typeof selectBookingViews>>[number];

function toBooking(row: BookingRow): Booking {
  return {
    bookingId: row.bookingId,
    componentTypeId: row.componentTypeId,
    componentTypeName: row.componentTypeName,
    loaner: row.loaner && toLoanerSummary(row.loaner),
    quantity: row.quantity,
    from: row.from,
    to: row.to,
    status: row.status as BookingStatus,
    readyCount: row.setAside.length,
    collectedCount: row.collectedCount,
    atRisk: row.atRisk,
    setAside: row.setAside,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface BookingFilter {
  /** Only this loaner's bookings (My reservations). */
  loanerId?: number;
  /** Only bookings in these statuses; all when empty. */
  statuses: readonly BookingStatus[];
  /** Only those at risk (true) or not (false). */
  atRisk?: boolean;
  /** Component type name, AU id, first or last name. */
  search: string;
}

/** Which of the filter's optional parts a request uses: each shape is one kept pair of queries, page and count. */
interface BookingListShape {
  searched: boolean;
  ofLoaner: boolean;
  ofStatuses: boolean;
  ofRisk: boolean;
  /** A page of the list, not the whole of it (pageSize 0). */
  paged: boolean;
}

/** The bookings the shape keeps, its values as placeholders; a search reads the type's name and the loaner's text. */
function bookingsWhere(shape: BookingListShape) {
  const pattern = sql.placeholder('pattern');
  return and(
    shape.ofLoaner ? eq(bookings.loanerId, sql.placeholder('loanerId')) : undefined,
    shape.ofStatuses ? sql`${bookings.status} = any(${sql.placeholder('statuses')}::text[])` : undefined,
    shape.ofRisk ? eq(bookings.atRisk, sql.placeholder('atRisk')) : undefined,
    shape.searched
      ? or(sql`lower(${componentTypes.name}) like ${pattern}`, sql`${loaners.lendingSearchText} like ${pattern}`)
      : undefined,
  );
}

/** The Clerk's upcoming bookings come soonest first; a loaner's own (every status) the latest period first. */
const inOrder = (shape: BookingListShape) =>
  shape.ofLoaner ? [desc(bookings.fromDay), desc(bookings.id)] : [asc(bookings.fromDay), asc(bookings.id)];

/** The page of bookings in the shape, and their count up to the cap; only a search joins what it reads. */
function prepareBookingList(db: Database, shape: BookingListShape, statementName: string) {
  const rows = selectBookingViews(db, sql.placeholder('labToday'))
    .where(bookingsWhere(shape))
    .orderBy(...inOrder(shape));
  const page = (shape.paged ? rows.limit(sql.placeholder('limit')) : rows).offset(sql.placeholder('offset'));
  const counted = db.select({ one: sql`1` }).from(bookings).$dynamic();
  const matches = shape.searched
    ? counted
        .innerJoin(componentTypes, eq(componentTypes.id, bookings.componentTypeId))
        .leftJoin(loaners, eq(loaners.id, bookings.loanerId))
    : counted;
  const count = cappedCountQuery(db, matches.where(bookingsWhere(shape)), lendingTotalCap(shape));
  return { page: page.prepare(`${statementName}:page`), count: count.prepare(`${statementName}:count`) };
}

const keptBookingLists = keptQueries('booking-list');

/** A page of bookings (as My reservations and the Clerk's Bookings show them) and the filter's total. */
export async function listBookings(
  db: Database,
  filter: BookingFilter,
  page: PageRequest,
  labToday: string,
): Promise<Page<Booking>> {
  const { limit, offset } = pageWindow(page);
  const shape: BookingListShape = {
    searched: filter.search.trim() !== '',
    ofLoaner: filter.loanerId !== undefined,
    ofStatuses: filter.statuses.length > 0,
    ofRisk: filter.atRisk !== undefined,
    paged: limit !== undefined,
  };
  const queries = keptBookingLists(db, variantOf(shape), (statementName) =>
    prepareBookingList(db, shape, statementName),
  );
  const values = {
    labToday,
    loanerId: filter.loanerId,
    statuses: filter.statuses,
    atRisk: filter.atRisk,
    pattern: likePattern(filter.search),
    limit,
    offset,
  };
  const [items, counted] = await Promise.all([queries.page.execute(values), queries.count.execute(values)]);
  // Capped as the other lending lists' totals.
  return { items: items.map(toBooking), ...cappedTotalOf(counted, lendingTotalCap(shape)) };
}

export async function findBookingView(executor: Executor, bookingId: number, labToday: string) {
  const [row] = await selectBookingViews(executor, labToday).where(eq(bookings.id, bookingId));
  return row && toBooking(row);
}

export async function insertBooking(executor: Executor, values: typeof bookings.$inferInsert): Promise<number> {
  const [row] = await executor.insert(bookings).values(values).returning({ id: bookings.id });
  if (!row) throw new Error('insert returned no booking');
  return row.id;
}

/** Locks a booking for a change of status; answers what the change needs of it. */
export async function lockBooking(tx: Transaction, bookingId: number) {
  const [row] = await tx
    .select({
      loanerId: bookings.loanerId,
      componentTypeId: bookings.componentTypeId,
      status: bookings.status,
      quantity: bookings.quantity,
      readyAt: bookings.readyAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row && { ...row, status: row.status as BookingStatus };
}

/** Ends the booking (collected in full, cancelled or expired). */
export async function endBooking(executor: Executor, bookingId: number, status: BookingStatus, at: Date) {
  await executor.update(bookings).set({ status, endedAt: at, atRisk: false }).where(eq(bookings.id, bookingId));
}

/** Records that the booking's units were set aside (the first time only: its pick-up window starts then). */
export async function markBookingReady(executor: Executor, bookingId: number, at: Date) {
  await executor
    .update(bookings)
    .set({ status: 'Ready', readyAt: sql`coalesce(${bookings.readyAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(bookings.id, bookingId));
}

/** Units handed out for the booking so far. */
export async function collectedCountOf(executor: Executor, bookingId: number): Promise<number> {
  const [row] = await executor.select({ collected: count() }).from(loans).where(eq(loans.bookingId, bookingId));
  return row?.collected ?? 0;
}

const setAsideOrCollectedSql = sql<number>`${setAsideCountSql} + ${collectedCountSql}`;

/**
 * Live bookings that need units set aside: their first day has come, their pick-up window (if it opened) has not
 * closed, and fewer units are set aside or collected than booked.
 */
const needsSetAside = (labToday: string, pickUpCutoff: Date) =>
  and(
    isLiveBooking(),
    lte(bookings.fromDay, labToday),
    sql`${bookings.toDay} >= ${labToday}::date`,
    sql`(${bookings.readyAt} is null or ${bookings.readyAt} >= ${pickUpCutoff.toISOString()}::timestamptz)`,
    sql`${bookings.quantity} > ${setAsideOrCollectedSql}`,
  );

/**
 * The bookings that need units set aside (Booked ones whose first day has come, Ready ones short of units since
 * a unit came back), unlocked, in type order: the job locks each type, then the booking, then re-checks it.
 */
export function bookingsDueForSetAside(executor: Executor, labToday: string, pickUpCutoff: Date) {
  return executor
    .select({ bookingId: bookings.id, componentTypeId: bookings.componentTypeId })
    .from(bookings)
    .where(needsSetAside(labToday, pickUpCutoff))
    .orderBy(asc(bookings.componentTypeId), asc(bookings.id));
}

/** Locks the booking if it still needs units set aside; answers how many and for whom. */
export async function lockBookingForSetAside(tx: Transaction, bookingId: number, labToday: string, pickUpCutoff: Date) {
  const [row] = await tx
    .select({
      loanerId: bookings.loanerId,
      missing: sql<number>`${bookings.quantity} - ${setAsideOrCollectedSql}`,
      readyAt: bookings.readyAt,
    })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), needsSetAside(labToday, pickUpCutoff)))
    .for('update');
  return row;
}

/** Live bookings that are over: Ready ones whose pick-up window closed before `pickUpCutoff`, and any whose last day passed. */
const isOver = (labToday: string, pickUpCutoff: Date) =>
  and(
    isLiveBooking(),
    or(
      sql`${bookings.toDay} < ${labToday}::date`,
      and(eq(bookings.status, 'Ready'), sql`${bookings.readyAt} < ${pickUpCutoff.toISOString()}::timestamptz`),
    ),
  );

/** The bookings that are over, unlocked: the expiry locks each one's type, then the booking, then checks again. */
export function bookingsOver(executor: Executor, labToday: string, pickUpCutoff: Date) {
  return executor
    .select({ bookingId: bookings.id, componentTypeId: bookings.componentTypeId })
    .from(bookings)
    .where(isOver(labToday, pickUpCutoff))
    .orderBy(asc(bookings.componentTypeId), asc(bookings.id));
}

/** Locks the booking if it is still over; undefined when it was collected, cancelled or ended meanwhile. */
export async function lockBookingIfOver(tx: Transaction, bookingId: number, labToday: string, pickUpCutoff: Date) {
  const [row] = await tx
    .select({ bookingId: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), isOver(labToday, pickUpCutoff)))
    .for('update');
  return row;
}

/** The set-aside reservations of the booking, with their components: what a cancel or an end frees. */
export function deleteSetAsideReservations(executor: Executor, bookingId: number) {
  return executor.delete(reservations).where(eq(reservations.bookingId, bookingId)).returning({
    reservationId: reservations.id,
    componentId: reservations.componentId,
    loanerId: reservations.loanerId,
  });
}

/** The live bookings of each type, for the at-risk check: their remaining claim. */
export function liveBookingsByType(executor: Executor, labToday: string) {
  return executor
    .select({
      bookingId: bookings.id,
      componentTypeId: bookings.componentTypeId,
      from: bookings.fromDay,
      to: bookings.toDay,
      atRisk: bookings.atRisk,
    })
    .from(bookings)
    .where(and(isLiveBooking(), sql`${bookings.toDay} >= ${labToday}::date`))
    .orderBy(asc(bookings.componentTypeId));
}

/**
 * The live bookings whose booker may not borrow the type on the day its units are collected: its first day, or
 * today once it has begun (borrower-eligibility.ts). The at-risk job marks them.
 */
export async function liveBookingsOfIneligibleBookers(executor: Executor, labToday: string): Promise<Set<number>> {
  const collectedOn = sql`greatest(${bookings.fromDay}, ${labToday}::date)`;
  const rows = await executor
    .select({ bookingId: bookings.id })
    .from(bookings)
    .where(
      and(
        isLiveBooking(),
        isNotNull(bookings.loanerId),
        not(isEligibleBorrowerSql(bookings.loanerId, sql`= ${bookings.componentTypeId}`, collectedOn)),
      ),
    );
  return new Set(rows.map((row) => row.bookingId));
}

export async function setAtRisk(executor: Executor, bookingIds: number[], atRisk: boolean) {
  if (bookingIds.length === 0) return;
  await executor.update(bookings).set({ atRisk }).where(inArray(bookings.id, bookingIds));
}

/** The types among these with a live booking on some day from `first` through `last`, by bookings_live_type. */
export async function typesBookedBetween(executor: Executor, typeIds: number[], first: string, last: string) {
  if (typeIds.length === 0) return [];
  const rows = await executor
    .selectDistinct({ componentTypeId: bookings.componentTypeId })
    .from(bookings)
    .where(
      and(
        isAnyOf(bookings.componentTypeId, typeIds),
        isLiveBooking(),
        sql`${bookings.toDay} >= ${first}::date`,
        sql`${bookings.fromDay} <= ${last}::date`,
      ),
    );
  return rows.map((row) => row.componentTypeId);
}

/** The live bookings of the type: a type someone has booked is not deleted under them. */
export async function countLiveBookingsOfType(executor: Executor, componentTypeId: number): Promise<number> {
  return executor.$count(bookings, and(eq(bookings.componentTypeId, componentTypeId), isLiveBooking()));
}

/**
 * Cancels the loaner's bookings not yet Ready (a Ready one holds set-aside reservations, which stop the loaner's
 * deletion on their own): they would otherwise claim units for nobody.
 */
export function cancelBookedOf(executor: Executor, loanerId: number, at: Date) {
  return executor
    .update(bookings)
    .set({ status: 'Cancelled', endedAt: at, atRisk: false })
    .where(and(eq(bookings.loanerId, loanerId), eq(bookings.status, 'Booked')))
    .returning({ bookingId: bookings.id, componentTypeId: bookings.componentTypeId });
}
