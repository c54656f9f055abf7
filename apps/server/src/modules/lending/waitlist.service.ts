import { ActivityKind, type PagedQuery, type QueuedLoaner, RoleName, type WaitlistEntry } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { lockComponentType } from '../../db/type-lock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import type { Page } from '../../lib/pagination.js';
import { recordActivities } from '../activity/activity.service.js';
import { systemActor } from '../activity/actor.js';
import { assertEligibleBorrower } from './borrower-eligibility.js';
import { guardClaims } from './claim-guard.js';
import { setComponentStatus, typesOfComponents } from './component-status.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { pickUpDay } from './pick-up-window.js';
import { reservableNowOfTypes } from './reservable-stock.js';
import { assertMayReserve } from './reservation-limits.js';
import { findComponentType, insertReservation, lockComponentsIn } from './reservations.repo.js';
import { decideStatusChange } from './status-machine.js';
import { assertLentToLoaners, isLentToLoaners } from './type-kind.js';
import {
  deleteWaitlistEntry,
  findWaitlistEntry,
  hasWaitingLoaners,
  insertWaitlistEntry,
  listOwnWaitlistEntries,
  listQueueOfType,
  takeFirstWaiting,
  typesWithWaitingLoaners,
} from './waitlist.repo.js';

/** What a unit of the type can be reserved now, read inside the transaction that holds the type's lock. */
async function reservableInside(ctx: LendingContext, tx: Transaction, componentTypeId: number): Promise<number> {
  return (await reservableNowOfTypes({ ...ctx, db: tx }, [componentTypeId])).get(componentTypeId) ?? 0;
}

/**
 * Puts the loaner at the end of the type's waiting list (LENDING.md "Waiting list"), or refuses: 404 for an
 * unknown type, 409 when the lab keeps the type, a unit can be reserved now, the loaner already waits, or the
 * limits on reserving stop them. The type's row is locked first, so the entries' ids follow the order of joining.
 */
export async function joinWaitlist(
  ctx: LendingContext,
  loanerId: number,
  componentTypeId: number,
): Promise<WaitlistEntry> {
  const today = labToday(ctx);
  return inRetryingTransaction(ctx.db, async (tx) => {
    const type = (await lockComponentType(tx, componentTypeId)) && (await findComponentType(tx, componentTypeId));
    if (!type) throw notFound(lendingMessages.componentTypeNotFound);
    assertLentToLoaners(type);
    // A unit that is free while others wait is theirs (served within a minute): then the newcomer queues too.
    const reservable = await reservableInside(ctx, tx, componentTypeId);
    if (reservable > 0 && !(await hasWaitingLoaners(tx, componentTypeId, today))) {
      throw conflict(lendingMessages.reservableNow);
    }
    await assertMayReserve(tx, loanerId, today);
    await assertEligibleBorrower(tx, { loanerId, componentTypeIds: [componentTypeId], day: today, forSelf: true });
    const entryId = await insertWaitlistEntry(tx, { componentTypeId, loanerId, joinedAt: ctx.clock.now() });
    if (entryId === undefined) throw conflict(lendingMessages.alreadyWaiting);
    const entry = await findWaitlistEntry(tx, entryId);
    if (!entry) throw new Error(`waiting list entry ${entryId} is missing right after its insert`);
    return entry;
  });
}

/** The loaner's own places, each with its position (1: the next to be handed a unit). */
export function listOwnWaitlist(
  ctx: LendingContext,
  loanerId: number,
  query: PagedQuery,
): Promise<Page<WaitlistEntry>> {
  return listOwnWaitlistEntries(ctx.db, loanerId, query);
}

/** The type's queue in order, with whom each place is for (Clerks and Admins); 404 for an unknown type. */
export async function listWaitlistOfType(
  ctx: LendingContext,
  componentTypeId: number,
  query: PagedQuery,
): Promise<Page<QueuedLoaner>> {
  const queue = await listQueueOfType(ctx.db, componentTypeId, query, labToday(ctx));
  // Only an empty queue asks whether its type exists: a place in a queue belongs to a type that does.
  if (queue.total === 0 && !(await findComponentType(ctx.db, componentTypeId))) {
    throw notFound(lendingMessages.componentTypeNotFound);
  }
  return queue;
}

/**
 * Takes a place off a waiting list: a Loaner only their own (another's answers 404, as if it did not exist), a
 * Clerk or Admin any.
 */
export async function leaveWaitlist(
  ctx: LendingContext,
  waitlistEntryId: number,
  caller: { loanerId: number; roles: readonly RoleName[] },
): Promise<void> {
  const mayRemoveAny = caller.roles.includes(RoleName.Clerk) || caller.roles.includes(RoleName.Admin);
  if (!(await deleteWaitlistEntry(ctx.db, waitlistEntryId, mayRemoveAny ? undefined : caller.loanerId))) {
    throw notFound(lendingMessages.waitlistEntryNotFound);
  }
}

/**
 * Hands the units reservable now of each type to the first loaners of its waiting list, as held reservations
 * (LENDING.md "Waiting list"). Each type in a transaction of its own that locks it first: the entry leaves the
 * list in the transaction that makes its reservation, so of several servers serving one type at once each entry
 * is served once. Called right after a transaction that freed units of the types commits, and every minute for
 * every type someone waits for. Answers how many loaners were served.
 */
export async function serveWaitingLists(ctx: LendingContext, componentTypeIds: readonly number[]): Promise<number> {
  return serveEach(ctx, await typesWithWaitingLoaners(ctx.db, labToday(ctx), [...new Set(componentTypeIds)]));
}

/** serveWaitingLists for the types of the components: the units a hand-in, a deletion or an expiry freed. */
export async function serveWaitingListsOfComponents(ctx: LendingContext, componentIds: number[]): Promise<number> {
  return serveWaitingLists(ctx, await typesOfComponents(ctx.db, componentIds));
}

/** serveWaitingLists for every type someone waits for: the minute job's sweep (a crash, another server, a new day). */
export async function serveEveryWaitingList(ctx: LendingContext): Promise<number> {
  return serveEach(ctx, await typesWithWaitingLoaners(ctx.db, labToday(ctx)));
}

async function serveEach(ctx: LendingContext, componentTypeIds: number[]): Promise<number> {
  let served = 0;
  for (const componentTypeId of componentTypeIds) {
    served += await inRetryingTransaction(ctx.db, (tx) => serveType(ctx, tx, componentTypeId));
  }
  return served;
}

async function serveType(ctx: LendingContext, tx: Transaction, componentTypeId: number): Promise<number> {
  const now = ctx.clock.now();
  const today = labToday(ctx);
  const heldThrough = pickUpDay(now, ctx.config.LAB_TIME_ZONE);
  const guard = await guardClaims(ctx, tx, componentTypeId, today, heldThrough);
  const type = guard && (await findComponentType(tx, componentTypeId));
  if (!guard || !type || !isLentToLoaners(type)) return 0;
  const reservable = await reservableInside(ctx, tx, componentTypeId);
  if (reservable === 0) return 0;
  const transition = decideStatusChange({ cause: 'reserve' });
  // Units first, then as many entries as units were locked: no entry leaves the list without its unit.
  const units = await lockComponentsIn(tx, componentTypeId, transition.from, reservable, heldThrough);
  const entries = await takeFirstWaiting(tx, componentTypeId, units.length, today);
  const handedOver = [];
  for (const [index, { loanerId }] of entries.entries()) {
    const { componentId } = units[index] as { componentId: number };
    await setComponentStatus(tx, componentId, transition.to);
    const reservationId = await insertReservation(tx, {
      loanerId,
      componentId,
      reservationDate: now,
      fromWaitlist: true,
    });
    handedOver.push({ loanerId, componentId, reservationId });
  }
  const broken = await guard.brokenDays();
  if (broken.length > 0) {
    throw new Error(`serving the waiting list of type ${componentTypeId} broke ${JSON.stringify(broken)}`);
  }
  const actor = systemActor(ctx.clock);
  await recordActivities(
    tx,
    handedOver.map((served) => ({
      kind: ActivityKind.WaitlistServed,
      actor,
      componentTypeId,
      ...served,
      before: { status: transition.from },
      after: { status: transition.to },
    })),
  );
  return handedOver.length;
}
