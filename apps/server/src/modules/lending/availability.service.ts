import {
  type AvailabilityQuery,
  ComponentTypeKind,
  type DayAvailability,
  MAX_AVAILABILITY_DAYS,
} from '@labstock/shared';
import type { Executor } from '../../db/client.js';
import { lendableStatuses } from '../../db/lending-definitions.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { addDays, earlierDay, labToday, laterDay } from '../../lib/lab-date.js';
import { findLiveBookingClaimsOfTypes, findUnitsWithClaimsOfTypes, type UnitWithClaim } from './availability.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { pickUpDay } from './pick-up-window.js';

/** A lending row's hold on `units` units: every lab day from `first` through `last` (yyyy-MM-dd, both included). */
interface Claim {
  first: string;
  last: string;
  units: number;
  /** A booking's claim, rather than a loan's or a reservation's. */
  booking?: boolean;
}

/**
 * How many units of the type can be had on each lab day of the period: lendable units less the claims on that
 * day. Only days from the lab's today on are answered, because the claims read are those held now.
 */
export async function typeAvailability(
  ctx: LendingContext,
  componentTypeId: number,
  period: AvailabilityQuery,
): Promise<DayAvailability[]> {
  const today = labToday(ctx);
  assertAnswerablePeriod(period, today);
  const type = (await daysOfTypes(ctx.db, [componentTypeId], period, today, ctx.config.LAB_TIME_ZONE)).get(
    componentTypeId,
  );
  if (!type) throw notFound(lendingMessages.componentTypeNotFound);
  // A consumable is never lent, so no day has any of it to book. Its details page asks for its availability as every
  // type's does: an empty calendar shows nothing to plan, where a 409 would show an error and days of 0 would
  // contradict the stock beside them.
  if (type.kind === ComponentTypeKind.Consumable) return [];
  return type.days.map(({ date, available }) => ({ date, available }));
}

/**
 * Each lab day of the period (none before today) with the type's units left on it, as the executor sees the
 * claims (inside a transaction: with its own writes); undefined when the type does not exist.
 */
export async function availabilityDuring(
  executor: Executor,
  componentTypeId: number,
  period: AvailabilityQuery,
  today: string,
  timeZone: string,
): Promise<DayAvailability[] | undefined> {
  return (await claimsOfTypeDuring(executor, componentTypeId, period, today, timeZone))?.days;
}

/** A held unit that falls due for calibration: what holds it, through which day. */
export interface HeldUnitFallingDue {
  componentId: number;
  /** Its type's name and its number, as a refusal names the unit. */
  componentName: string;
  componentNumber: number;
  calibrationDueOn: string;
  heldBy: 'loan' | 'reservation';
  lastDay: string;
}

/** What the claim guard compares before and after a write: the type's days, and its held units that fall due. */
export interface ClaimsOfType {
  days: DayAvailability[];
  heldFallingDue: HeldUnitFallingDue[];
}

/** availabilityDuring, with the type's held units that have a calibration due day (one read of its units). */
export async function claimsOfTypeDuring(
  executor: Executor,
  componentTypeId: number,
  period: AvailabilityQuery,
  today: string,
  timeZone: string,
): Promise<ClaimsOfType | undefined> {
  const type = (await daysOfTypes(executor, [componentTypeId], period, today, timeZone)).get(componentTypeId);
  if (!type) return undefined;
  const heldFallingDue = type.units.flatMap((unit) => {
    const held = heldThrough(unit, today, timeZone);
    const { componentId, componentNumber, calibrationDueOn } = unit;
    if (!held || calibrationDueOn === null) return [];
    return [{ componentId, componentName: type.name, componentNumber, calibrationDueOn, ...held }];
  });
  return { days: type.days.map(({ date, available }) => ({ date, available })), heldFallingDue };
}

/** A lab day of a type's availability, with how many of the units claimed on it its live bookings claim. */
export interface DayAvailabilityWithBookings extends DayAvailability {
  booked: number;
}

/**
 * availabilityDuring for several types in two statements, whatever their number (the Admin's statistics ask for
 * every booked type at once): each existing type's days of the period, with the units its bookings claim on each.
 */
export async function availabilityOfTypesDuring(
  executor: Executor,
  componentTypeIds: readonly number[],
  period: AvailabilityQuery,
  today: string,
  timeZone: string,
): Promise<Map<number, DayAvailabilityWithBookings[]>> {
  const types = await daysOfTypes(executor, componentTypeIds, period, today, timeZone);
  return new Map([...types].map(([componentTypeId, type]) => [componentTypeId, type.days]));
}

/** A type as availability reads it: its kind, name and units, and its days of the period. */
interface TypeDays {
  kind: string;
  name: string;
  units: UnitWithClaim[];
  days: DayAvailabilityWithBookings[];
}

/** Each existing type's kind and days of the period, as availabilityOfTypesDuring answers them. */
async function daysOfTypes(
  executor: Executor,
  componentTypeIds: readonly number[],
  period: AvailabilityQuery,
  today: string,
  timeZone: string,
): Promise<Map<number, TypeDays>> {
  const unitsOfType = await findUnitsWithClaimsOfTypes(executor, componentTypeIds);
  if (unitsOfType.size === 0) return new Map();
  const bookingsOfType = await findLiveBookingClaimsOfTypes(executor, [...unitsOfType.keys()], today);
  const days = new Map<number, TypeDays>();
  for (const [componentTypeId, { kind, name, units }] of unitsOfType) {
    const lendable = units.filter((unit) => lendableStatuses.includes(unit.status)).length;
    const claims = [
      ...units.flatMap((unit) => claimsOf(unit, today, timeZone)),
      ...(bookingsOfType.get(componentTypeId) ?? []).map((booking) => ({
        first: laterDay(booking.from, today),
        last: booking.to,
        units: booking.units,
        booking: true,
      })),
    ];
    days.set(componentTypeId, { kind, name, units, days: availabilityByDay(period, lendable, claims) });
  }
  return days;
}

/** A period ends on or after its start, spans at most MAX_AVAILABILITY_DAYS, and starts no earlier than today. */
function assertAnswerablePeriod({ from, to }: AvailabilityQuery, today: string): void {
  const errors: Record<string, string[]> = {};
  // yyyy-MM-dd strings order as the dates they name.
  if (from < today) errors.from = [lendingMessages.availabilityStartsInPast(today)];
  if (to < from) errors.to = [lendingMessages.availabilityEndsBeforeStart];
  else if (to > addDays(from, MAX_AVAILABILITY_DAYS - 1))
    errors.to = [lendingMessages.availabilityTooLong(MAX_AVAILABILITY_DAYS)];
  const problems = Object.values(errors).flat();
  if (problems.length > 0) throw badRequest(problems.join(' '), errors);
}

/**
 * What holds the unit from today on, and through which day. A loan and a reservation began on or before today,
 * and no earlier day is answered, so each holds it from today: a loan through its return date, or through today
 * when it is overdue (it is due back any moment); a reservation through its pick-up day, or today when its window
 * ended and the expiry has not yet deleted it.
 */
function heldThrough(unit: UnitWithClaim, today: string, timeZone: string) {
  if (unit.loanReturnDate !== null) return { heldBy: 'loan' as const, lastDay: laterDay(unit.loanReturnDate, today) };
  if (unit.reservedAt !== null)
    return { heldBy: 'reservation' as const, lastDay: laterDay(pickUpDay(unit.reservedAt, timeZone), today) };
  return undefined;
}

/** No lab day comes after this one: a unit due for calibration is out from its due day on, for good. */
const LAST_DAY = '9999-12-31';

/**
 * The unit's claims from today on. A unit set aside for a booking is the booking's claim, counted with the
 * booking. A lendable unit due for calibration is counted out from its due day (LAB.md "Calibration"), and what
 * holds it counts only on the days before: on the later ones it is not there to be held.
 */
function claimsOf(unit: UnitWithClaim, today: string, timeZone: string): Claim[] {
  const due = lendableStatuses.includes(unit.status) ? unit.calibrationDueOn : null;
  const claims: Claim[] = due === null ? [] : [{ first: laterDay(due, today), last: LAST_DAY, units: 1 }];
  const held = heldThrough(unit, today, timeZone);
  const heldForBooking = held?.heldBy === 'reservation' && unit.reservedForBooking !== null;
  if (!held || heldForBooking) return claims;
  const last = due === null ? held.lastDay : earlierDay(held.lastDay, addDays(due, -1));
  if (last >= today) claims.push({ first: today, last, units: 1 });
  return claims;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The lab days from `from` through `to` (yyyy-MM-dd), each a UTC midnight (so none is 23 or 25 hours long),
 * formatted by hand: `toISOString` per day cost more than the rest of the answer.
 */
function daysOf(from: string, to: string): string[] {
  const first = Date.parse(from);
  const count = Math.round((Date.parse(to) - first) / DAY_MS) + 1;
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(first + index * DAY_MS);
    return `${day.getUTCFullYear()}-${twoDigits(day.getUTCMonth() + 1)}-${twoDigits(day.getUTCDate())}`;
  });
}

/** Each day of the period with the units left once the claims on that day are taken off, and those booked. */
function availabilityByDay(
  { from, to }: AvailabilityQuery,
  lendable: number,
  claims: Claim[],
): DayAvailabilityWithBookings[] {
  return daysOf(from, to).map((date) => {
    let claimed = 0;
    let booked = 0;
    for (const claim of claims) {
      if (claim.first > date || date > claim.last) continue;
      claimed += claim.units;
      if (claim.booking) booked += claim.units;
    }
    return { date, available: lendable - claimed, booked };
  });
}
