import type { DayConflict } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { lockComponentType } from '../../db/type-lock.js';
import { addDays, laterDay } from '../../lib/lab-date.js';
import { availabilityDuring } from './availability.service.js';
import type { LendingContext } from './lending-context.js';

/**
 * The invariant of LENDING.md ("Days and claims"): Labstock never makes a day's availability negative by its own
 * action. Every action that adds or lengthens a claim on a type (reserve, book, hand out, extend, set aside) opens
 * a guard on the type before it reads or writes anything of it, writes, and asks the guard which days it broke.
 *
 * The guard locks the type's row, so such actions on one type run one after the other on every server, and
 * notes each day's availability before the write. A day is broken when the write left it negative and lower
 * than before: a day the world already made negative (a unit broke) does not stop an action that takes nothing
 * more from it, such as handing out a unit set aside for the booking that claims it.
 */
export interface ClaimGuard {
  /** The days the transaction's writes since the guard opened left negative and lower, the first first. */
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
  const availability = () => availabilityDuring(tx, componentTypeId, period, today, ctx.config.LAB_TIME_ZONE);
  const before = (await availability()) ?? [];
  return {
    async brokenDays() {
      const after = (await availability()) ?? [];
      return after.filter((day, index) => day.available < 0 && day.available < (before[index]?.available ?? 0));
    },
  };
}

/** The latest return date a loan starting today may have without breaking the first broken day, if any is left. */
export function latestReturnDateBefore(broken: DayConflict[], today: string): string | undefined {
  const [first] = broken;
  if (!first) return undefined;
  const dayBefore = addDays(first.date, -1);
  return dayBefore >= today ? dayBefore : undefined;
}
