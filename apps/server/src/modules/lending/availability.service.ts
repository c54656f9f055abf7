import { type AvailabilityQuery, ComponentStatus, type DayAvailability, MAX_AVAILABILITY_DAYS } from '@labstock/shared';
import { badRequest, notFound } from '../../lib/errors.js';
import { addDays, labToday } from '../../lib/lab-date.js';
import { findUnitsWithClaims, type UnitWithClaim } from './availability.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { pickUpDay } from './pick-up-window.js';

/** Units that lending counts on (LENDING.md "Days and claims"); the others are broken, gone or kept by the lab. */
const lendableStatuses: readonly ComponentStatus[] = [
  ComponentStatus.Available,
  ComponentStatus.ReservedLoaner,
  ComponentStatus.Loaned,
];

/** A lending row's hold on one unit: every lab day from `first` through `last` (yyyy-MM-dd, both included). */
interface Claim {
  first: string;
  last: string;
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
  const units = await findUnitsWithClaims(ctx.db, componentTypeId);
  if (!units) throw notFound(lendingMessages.componentTypeNotFound);
  const lendable = units.filter((unit) => lendableStatuses.includes(unit.status)).length;
  const claims = units.flatMap((unit) => claimsOf(unit, today, ctx.config.LAB_TIME_ZONE));
  return availabilityByDay(period, lendable, claims);
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

const laterOf = (a: string, b: string) => (a > b ? a : b);

/**
 * What holds the unit from today on. A loan and a reservation began on or before today, and no earlier day is
 * answered, so each claims from today: a loan through its return date, or through today when it is overdue (it
 * is due back any moment); a reservation through its pick-up day, or today when its window ended and the expiry
 * has not yet deleted it.
 */
function claimsOf(unit: UnitWithClaim, today: string, timeZone: string): Claim[] {
  const claims: Claim[] = [];
  if (unit.loanReturnDate !== null) claims.push({ first: today, last: laterOf(unit.loanReturnDate, today) });
  if (unit.reservedAt !== null)
    claims.push({ first: today, last: laterOf(pickUpDay(unit.reservedAt, timeZone), today) });
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

/** Each day of the period with the units left once the claims on that day are taken off. */
function availabilityByDay({ from, to }: AvailabilityQuery, lendable: number, claims: Claim[]): DayAvailability[] {
  return daysOf(from, to).map((date) => ({
    date,
    available: lendable - claims.filter((claim) => claim.first <= date && date <= claim.last).length,
  }));
}
