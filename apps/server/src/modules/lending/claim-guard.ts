import type { DayConflict } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { isDueBy } from '../../db/lending-definitions.js';
import { lockComponentType } from '../../db/type-lock.js';
import { conflict } from '../../lib/errors.js';
import { addDays, laterDay } from '../../lib/lab-date.js';
import { type ClaimsOfType, claimsOfTypeDuring, type HeldUnitFallingDue } from './availability.service.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';

/**
 * The invariant of LENDING.md ("Days and claims"): Labstock never makes a day's availability negative by its own
 * action. Every action that adds or lengthens a claim on a type (reserve, book, hand out, extend, set aside) opens
 * a guard on the type before it reads or writes anything of it, writes, and asks the guard which days it broke.
 *
 * The guard locks the type's row, so such actions on one type run one after the other on every server, and
 * notes each day's availability before the write. A day is broken when the write left it negative and lower
 * than before: a day the world already made negative (a unit broke) does not stop an action that takes nothing
 * more from it, such as handing out a unit set aside for the booking that claims it.
 *
 * The guard also keeps a unit's own calibration (LAB.md "Calibration"): a write that leaves a unit held (on loan
 * or reserved) on or after the day it falls due, where it was not held so before, is refused. Every claim on a
 * unit passes here, so no flow has its own copy of the rule.
 */
export interface ClaimGuard {
  /**
   * The days the transaction's writes since the guard opened left negative and lower, the first first. Throws
   * the calibration refusal (409 with `componentId` and, where one works, `latestReturnDate`) when they hold a
   * unit past its due day.
   */
  brokenDays(): Promise<DayConflict[]>;
}

/**
 * Opens a guard on the type for the lab days from today through `lastDay`; undefined when the type does not exist.
 * Open the guards of several types in id order.
 */
export async function guardClaims(
  ctx: LendingContext,
  tx: Transaction,
  componentTypeId: number,
  today: string,
  lastDay: string,
): Promise<ClaimGuard | undefined> {
  if (!(await lockComponentType(tx, componentTypeId))) return undefined;
  const period = { from: today, to: laterDay(lastDay, today) };
  const claims = async (): Promise<ClaimsOfType> =>
    (await claimsOfTypeDuring(tx, componentTypeId, period, today, ctx.config.LAB_TIME_ZONE)) ?? {
      days: [],
      heldFallingDue: [],
    };
  const before = await claims();
  return {
    async brokenDays() {
      const after = await claims();
      assertNoUnitHeldPastDue(before.heldFallingDue, after.heldFallingDue, today);
      return after.days.filter(
        (day, index) => day.available < 0 && day.available < (before.days[index]?.available ?? 0),
      );
    },
  };
}

/**
 * Refuses the write when it left a unit held on or after its calibration due day that was not held so before:
 * the unit falling due soonest is named, with the day before its due day as the latest return date when a loan
 * can still end then (from today, and later than the loan it lengthens).
 */
function assertNoUnitHeldPastDue(before: HeldUnitFallingDue[], after: HeldUnitFallingDue[], today: string): void {
  const sameAs = (held: HeldUnitFallingDue) => (was: HeldUnitFallingDue) =>
    was.componentId === held.componentId && was.heldBy === held.heldBy && was.lastDay === held.lastDay;
  const [unit] = after
    .filter((held) => isDueBy(held.calibrationDueOn, held.lastDay) && !before.some(sameAs(held)))
    .sort((a, b) => a.calibrationDueOn.localeCompare(b.calibrationDueOn));
  if (!unit) return;
  const dayBefore = addDays(unit.calibrationDueOn, -1);
  const loanBefore = before.find((was) => was.componentId === unit.componentId && was.heldBy === 'loan');
  const latest =
    dayBefore >= laterDay(today, loanBefore ? addDays(loanBefore.lastDay, 1) : today) ? dayBefore : undefined;
  throw conflict(lendingMessages.heldPastCalibration(unit, latest, today), {
    componentId: unit.componentId,
    ...(latest && { latestReturnDate: latest }),
  });
}

/** The latest return date a loan starting today may have without breaking the first broken day, if any is left. */
export function latestReturnDateBefore(broken: DayConflict[], today: string): string | undefined {
  const [first] = broken;
  if (!first) return undefined;
  const dayBefore = addDays(first.date, -1);
  return dayBefore >= today ? dayBefore : undefined;
}
