import {
  ActivityKind,
  type Booking,
  type BookingRequest,
  BookingStatus,
  type BookingsQuery,
  bookingEndsBeforeStartRefusal,
  bookingLeadRefusal,
  bookingLengthRefusal,
  bookingQuantityRefusal,
  bookingStartsInPastRefusal,
  type DayAvailability,
  daysOfPeriod,
  type LendingPolicy,
  limitRefusalText,
  liveBookingStatuses,
  type PagedQuery,
  RoleName,
} from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { lockComponentType } from '../../db/type-lock.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { addDays, labToday, laterDay } from '../../lib/lab-date.js';
import type { Page } from '../../lib/pagination.js';
import { recordActivities } from '../activity/activity.service.js';
import { type Actor, systemActor } from '../activity/actor.js';
import { availabilityDuring, availabilityOfTypesDuring } from './availability.service.js';
import {
  bookingsDueForSetAside,
  bookingsOver,
  collectedCountOf,
  deleteSetAsideReservations,
  endBooking,
  findBookingView,
  insertBooking,
  listBookings,
  liveBookingsByType,
  liveBookingsOfIneligibleBookers,
  lockBooking,
  lockBookingForSetAside,
  lockBookingIfOver,
  markBookingReady,
  setAtRisk,
} from './bookings.repo.js';
import { assertEligibleBorrower } from './borrower-eligibility.js';
import { guardClaims } from './claim-guard.js';
import { moveComponentsStillIn, setComponentStatus } from './component-status.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { lendingPolicy } from './lending-policy.service.js';
import { loanersWithOverdueLoans, lockLoaner } from './loans.repo.js';
import { expiryCutoff, pickUpDay } from './pick-up-window.js';
import { findComponentType, insertReservation, lockComponentsIn } from './reservations.repo.js';
import { decideStatusChange } from './status-machine.js';
import { assertLentToLoaners } from './type-kind.js';
import { serveWaitingLists } from './waitlist.service.js';

/** Who asks: a Loaner books for themselves within the limits; a Clerk or Admin for anyone, any quantity. */
export interface Booker {
  loanerId: number;
  roles: readonly RoleName[];
}

const mayBookForOthers = (booker: Booker) =>
  booker.roles.includes(RoleName.Clerk) || booker.roles.includes(RoleName.Admin);

/**
 * Books `quantity` units of the type for the loaner on every lab day of the period (LENDING.md "Bookings
 * ahead"), or refuses: 400 for a period that is not one, 409 for a limit or a day that cannot give the units,
 * with that day and the earliest first day from which the same booking can be had.
 */
export async function createBooking(ctx: LendingContext, request: BookingRequest, booker: Booker): Promise<Booking> {
  const today = labToday(ctx);
  const loanerId = request.loanerId ?? booker.loanerId;
  if (loanerId !== booker.loanerId && !mayBookForOthers(booker)) throw forbidden(lendingMessages.bookingForOthersOnly);
  assertPeriod(request, today);
  const policy = await lendingPolicy(ctx);
  assertWithinLimits(request, policy, today, mayBookForOthers(booker));

  return inRetryingTransaction(ctx.db, async (tx) => {
    const guard = await guardClaims(ctx, tx, request.componentTypeId, today, request.to);
    const type = guard && (await findComponentType(tx, request.componentTypeId));
    if (!guard || !type) throw notFound(lendingMessages.componentTypeNotFound);
    assertLentToLoaners(type);
    if (!(await lockLoaner(tx, loanerId))) throw notFound(lendingMessages.loanerNotFound);
    // Its units are collected from its first day: the loaner must qualify then.
    const borrowing = { loanerId, componentTypeIds: [request.componentTypeId], day: request.from };
    await assertEligibleBorrower(tx, { ...borrowing, forSelf: loanerId === booker.loanerId });
    if (policy.blockReservationsWhenOverdue && (await loanersWithOverdueLoans(tx, [loanerId], today)).size > 0) {
      throw conflict(lendingMessages.bookingWhileOverdue);
    }
    // The booking is written in a savepoint: a refusal rolls it back, and the earliest period is read without it.
    const refusal = await tx
      .transaction(async (attempt) => {
        const bookingId = await insertBooking(attempt, {
          loanerId,
          componentTypeId: request.componentTypeId,
          quantity: request.quantity,
          fromDay: request.from,
          toDay: request.to,
          bookedBy: booker.loanerId,
          createdAt: ctx.clock.now(),
        });
        const [firstBroken, ...moreBroken] = await guard.brokenDays();
        if (firstBroken) throw new BookingDoesNotFit([firstBroken, ...moreBroken]);
        return bookingId;
      })
      .catch((error: unknown) => {
        if (error instanceof BookingDoesNotFit) return error;
        throw error;
      });
    if (refusal instanceof BookingDoesNotFit) {
      throw await bookingConflict(ctx, tx, request, refusal.broken, policy, today, mayBookForOthers(booker));
    }
    const booking = await findBookingView(tx, refusal, today);
    if (!booking) throw new Error(`booking ${refusal} is missing right after its insert`);
    return booking;
  });
}

/** Rolls the booking's savepoint back, carrying the days it would have broken. */
class BookingDoesNotFit extends Error {
  constructor(readonly broken: DayAvailability[]) {
    super('the booking does not fit');
  }
}

/** A period starts today or later and ends on or after its start (400, per field). */
function assertPeriod({ from, to }: BookingRequest, today: string): void {
  const errors: Record<string, string[]> = {};
  const startRefusal = bookingStartsInPastRefusal(from, today);
  const endRefusal = bookingEndsBeforeStartRefusal(from, to);
  if (startRefusal) errors.from = [limitRefusalText(startRefusal)];
  if (endRefusal) errors.to = [limitRefusalText(endRefusal)];
  const problems = Object.values(errors).flat();
  if (problems.length > 0) throw badRequest(problems.join(' '), errors);
}

/** The Admin's limits on a booking (409, in words a student understands), the first one broken. */
function assertWithinLimits(request: BookingRequest, policy: LendingPolicy, today: string, forOthers: boolean): void {
  const refusal =
    bookingLeadRefusal(policy, request.from, today) ??
    bookingLengthRefusal(policy, request.from, request.to) ??
    (forOthers ? undefined : bookingQuantityRefusal(policy, request.quantity));
  if (refusal) throw conflict(limitRefusalText(refusal));
}

/**
 * The 409 of a booking that does not fit: its first day in conflict, what is free on each such day, and the
 * earliest first day after the asked one (within the lead limit for a Loaner) from which the same number of days
 * can give the units.
 */
async function bookingConflict(
  ctx: LendingContext,
  tx: Transaction,
  request: BookingRequest,
  broken: DayAvailability[],
  policy: LendingPolicy,
  today: string,
  forOthers: boolean,
) {
  const length = daysOfPeriod(request.from, request.to);
  const latestFrom = addDays(today, forOthers ? Math.max(policy.maxBookingLeadDays, 365) : policy.maxBookingLeadDays);
  const days = await availabilityDuring(
    tx,
    request.componentTypeId,
    { from: request.from, to: addDays(latestFrom, length - 1) },
    today,
    ctx.config.LAB_TIME_ZONE,
  );
  const earliestFrom = firstFittingStart(days ?? [], length, request.quantity);
  // What was free on each broken day before this booking took its units.
  const conflicts = broken.map((day) => ({ date: day.date, available: day.available + request.quantity }));
  const [first] = conflicts;
  return conflict(
    lendingMessages.bookingConflict(first?.date ?? request.from, first?.available ?? 0, request.quantity, earliestFrom),
    { conflicts, ...(earliestFrom && { earliestFrom }) },
  );
}

/** The first day that starts `length` days in a row each with at least `quantity` units, if any. */
function firstFittingStart(days: DayAvailability[], length: number, quantity: number): string | undefined {
  let run = 0;
  for (const [index, day] of days.entries()) {
    run = day.available >= quantity ? run + 1 : 0;
    if (run >= length) return days[index - length + 1]?.date;
  }
  return undefined;
}

/** My reservations: the loaner's own bookings, every status, the latest period first. */
export function listOwnBookings(ctx: LendingContext, loanerId: number, query: PagedQuery): Promise<Page<Booking>> {
  return listBookings(ctx.db, { loanerId, statuses: [], search: query.searchString }, query, labToday(ctx));
}

/** The Clerk's bookings: filtered by status, risk and loaner, soonest first. */
export function listAllBookings(ctx: LendingContext, query: BookingsQuery): Promise<Page<Booking>> {
  const atRisk = query.atRisk === undefined ? undefined : query.atRisk === 'true';
  const filter = { statuses: query.status, atRisk, loanerId: query.loanerId, search: query.searchString };
  return listBookings(ctx.db, filter, query, labToday(ctx));
}

/**
 * Cancels a live booking: the booker's own (another's answers 404, as if it did not exist), or any for a Clerk
 * or Admin. Its set-aside units become Available again and its claim ends.
 */
export async function cancelBooking(ctx: LendingContext, bookingId: number, caller: Booker): Promise<void> {
  const componentTypeId = await inRetryingTransaction(ctx.db, async (tx) => {
    const found = await findBookingView(tx, bookingId, labToday(ctx));
    const own = found?.loaner?.loanerId === caller.loanerId;
    if (!found || (!own && !mayBookForOthers(caller))) throw notFound(lendingMessages.bookingNotFound);
    // Bookings are locked after their type, in every flow (hand-outs collect for bookings holding the type).
    await lockComponentType(tx, found.componentTypeId);
    const booking = await lockBooking(tx, bookingId);
    if (!booking || !liveBookingStatuses.includes(booking.status)) throw conflict(lendingMessages.bookingNotOpen);
    const actor = { loanerId: caller.loanerId, at: ctx.clock.now() };
    await releaseSetAside(tx, bookingId, booking.componentTypeId, 'cancel', actor);
    await endBooking(tx, bookingId, BookingStatus.Cancelled, actor.at);
    return booking.componentTypeId;
  });
  // Its units on the shelf and its days' claims are free now: the waiting list comes first.
  await serveWaitingLists(ctx, [componentTypeId]);
}

/**
 * The booking job at the start of each lab day (LENDING.md "Bookings ahead"): each booking whose first day has
 * come gets its units set aside as held reservations of its loaner and turns Ready; a Ready one short of units
 * gets those that came back since. Each booking in a transaction of its own, locked after its type, so a run on
 * another server sets nothing aside twice. Answers how many units were set aside.
 */
export async function setAsideForBookings(ctx: LendingContext): Promise<number> {
  const today = labToday(ctx);
  const cutoff = expiryCutoff(ctx.clock.now());
  const transition = decideStatusChange({ cause: 'reserve' });
  let setAside = 0;
  for (const { bookingId, componentTypeId } of await bookingsDueForSetAside(ctx.db, today, cutoff)) {
    setAside += await inRetryingTransaction(ctx.db, async (tx) => {
      await lockComponentType(tx, componentTypeId);
      const booking = await lockBookingForSetAside(tx, bookingId, today, cutoff);
      if (!booking || booking.loanerId === null) return 0;
      const { loanerId } = booking;
      // Its pick-up window runs from the first set-aside; units that come back later keep that window.
      const readyAt = booking.readyAt ?? ctx.clock.now();
      const heldThrough = pickUpDay(readyAt, ctx.config.LAB_TIME_ZONE);
      const units = await lockComponentsIn(tx, componentTypeId, transition.from, booking.missing, heldThrough);
      const reservations = [];
      for (const { componentId } of units) {
        await setComponentStatus(tx, componentId, transition.to);
        const reservationId = await insertReservation(tx, {
          loanerId,
          componentId,
          reservationDate: readyAt,
          bookingId,
        });
        reservations.push({ reservationId, componentId });
      }
      await recordActivities(
        tx,
        reservations.map((reservation) => ({
          kind: ActivityKind.ReservationCreated,
          actor: systemActor(ctx.clock),
          loanerId,
          componentTypeId,
          ...reservation,
          before: { status: transition.from },
          after: { status: transition.to },
        })),
      );
      await markBookingReady(tx, bookingId, readyAt);
      return units.length;
    });
  }
  return setAside;
}

/**
 * Ends the live bookings that are over: a Ready one whose pick-up window closed, or any whose last day has
 * passed. What was not collected goes back on the shelf; the booking is Collected when some of it was, otherwise
 * Expired. Answers how many ended.
 */
export async function endBookingsOver(ctx: LendingContext): Promise<number> {
  const today = labToday(ctx);
  const cutoff = expiryCutoff(ctx.clock.now());
  let ended = 0;
  const over = await bookingsOver(ctx.db, today, cutoff);
  for (const { bookingId, componentTypeId } of over) {
    ended += await inRetryingTransaction(ctx.db, async (tx) => {
      // Locked after its type, as in every booking flow: a hand-out collecting for it holds the type.
      await lockComponentType(tx, componentTypeId);
      if (!(await lockBookingIfOver(tx, bookingId, today, cutoff))) return 0;
      const actor = systemActor(ctx.clock);
      await releaseSetAside(tx, bookingId, componentTypeId, 'expire', actor);
      const collected = await collectedCountOf(tx, bookingId);
      await endBooking(tx, bookingId, collected > 0 ? BookingStatus.Collected : BookingStatus.Expired, actor.at);
      return 1;
    });
  }
  await serveWaitingLists(
    ctx,
    over.map((booking) => booking.componentTypeId),
  );
  return ended;
}

/** Deletes the booking's set-aside reservations and puts their units back on the shelf, in the history too. */
async function releaseSetAside(
  tx: Transaction,
  bookingId: number,
  componentTypeId: number,
  cause: 'cancel' | 'expire',
  actor: Actor,
): Promise<void> {
  const transition = decideStatusChange({ cause });
  const released = await deleteSetAsideReservations(tx, bookingId);
  await moveComponentsStillIn(
    tx,
    released.map((reservation) => reservation.componentId),
    transition,
  );
  await recordActivities(
    tx,
    released.map((reservation) => ({
      kind: cause === 'cancel' ? ActivityKind.BookingCancelled : ActivityKind.ReservationExpired,
      actor,
      ...reservation,
      componentTypeId,
      before: { status: transition.from },
      after: { status: transition.to },
    })),
  );
}

const TYPES_PER_READ = 500;

/**
 * Marks the live bookings that some day of their period cannot give every unit (a unit broke, a loan came back
 * late), or whose booker may not borrow the type when its units are collected (a required qualification expired
 * or revoked: LAB.md "Qualifications"), and clears the mark where it no longer holds: the types with live bookings
 * read a few hundred at a time. Answers how many marks changed.
 */
export async function markBookingsAtRisk(ctx: LendingContext): Promise<number> {
  const today = labToday(ctx);
  const live = await liveBookingsByType(ctx.db, today);
  const ineligible = await liveBookingsOfIneligibleBookers(ctx.db, today);
  const changed = { atRisk: [] as number[], safe: [] as number[] };
  const lastDay = live.reduce((last, booking) => laterDay(booking.to, last), today);
  const typeIds = [...new Set(live.map((booking) => booking.componentTypeId))];
  // A few hundred types per read: two statements each, however many bookings they hold.
  for (let start = 0; start < typeIds.length; start += TYPES_PER_READ) {
    const ofTypes = typeIds.slice(start, start + TYPES_PER_READ);
    const period = { from: today, to: lastDay };
    const days = await availabilityOfTypesDuring(ctx.db, ofTypes, period, today, ctx.config.LAB_TIME_ZONE);
    for (const booking of live.filter((row) => days.has(row.componentTypeId))) {
      const atRiskNow =
        ineligible.has(booking.bookingId) ||
        (days.get(booking.componentTypeId) ?? []).some(
          (day) => day.date >= booking.from && day.date <= booking.to && day.available < 0,
        );
      if (atRiskNow !== booking.atRisk) (atRiskNow ? changed.atRisk : changed.safe).push(booking.bookingId);
    }
  }
  await setAtRisk(ctx.db, changed.atRisk, true);
  await setAtRisk(ctx.db, changed.safe, false);
  return changed.atRisk.length + changed.safe.length;
}
