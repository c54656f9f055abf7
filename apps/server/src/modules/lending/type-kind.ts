import { ComponentTypeKind, ComponentTypeStatus } from '@labstock/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { componentTypes } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { isAnyOf } from '../../lib/id-array-sql.js';
import { countLiveBookingsOfType } from './bookings.repo.js';
import { lendingMessages } from './lending-messages.js';
import { hasWaitingLoaners } from './waitlist.repo.js';

/**
 * What lending makes of a type's kind (LAB.md "Consumables"): only a lent type has units, so only it is reserved,
 * booked, waited for, given components or handed out. A consumable is taken from its stock instead.
 */

interface TypeForLending {
  kind: string;
  status: number;
}

/** Loaners may reserve, book and wait for the type: it is lent, and the lab does not keep it for its own use. */
export function isLentToLoaners(type: TypeForLending): boolean {
  return type.kind === ComponentTypeKind.Unit && type.status !== ComponentTypeStatus.ReservedAdmin;
}

/** Refuses (409) a reserve, booking or place on the waiting list of a type that is not lent to loaners. */
export function assertLentToLoaners(type: TypeForLending): void {
  if (type.kind !== ComponentTypeKind.Unit) throw conflict(lendingMessages.consumableNotLent);
  if (type.status === ComponentTypeStatus.ReservedAdmin) throw conflict(lendingMessages.typeReservedByLab);
}

/**
 * Of these types, the consumables, in id order: none is given components. Read inside the types' locks, so
 * that no change of kind comes in between.
 */
export function consumablesAmong(
  executor: Executor,
  componentTypeIds: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (componentTypeIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: componentTypes.id, name: componentTypes.name })
    .from(componentTypes)
    .where(and(isAnyOf(componentTypes.id, componentTypeIds), eq(componentTypes.kind, ComponentTypeKind.Consumable)))
    .orderBy(asc(componentTypes.id));
}

/** Refuses (409) components for a consumable among these types; the caller holds their locks. */
export async function assertMayHaveComponents(executor: Executor, componentTypeIds: readonly number[]): Promise<void> {
  const [consumable] = await consumablesAmong(executor, componentTypeIds);
  if (consumable) throw conflict(lendingMessages.consumableHasNoComponents(consumable.name));
}

/**
 * What lending still holds of a type without units: its live bookings and whether loaners wait for it. A type
 * becomes a consumable only without them; the caller holds the type's lock.
 */
export async function lendingHoldsOnType(
  executor: Executor,
  componentTypeId: number,
): Promise<{ liveBookings: number; waiting: boolean }> {
  const liveBookings = await countLiveBookingsOfType(executor, componentTypeId);
  return { liveBookings, waiting: await hasWaitingLoaners(executor, componentTypeId) };
}
