import {
  ActivityKind,
  type DayConflict,
  type ExtensionAsk,
  type ExtensionDecision,
  ExtensionHold,
  type ExtensionOutlook,
  type ExtensionRequest,
  ExtensionStatus,
  type ExtensionsQuery,
  type LendingPolicy,
  type Loan,
} from '@labstock/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { lockComponentType } from '../../db/type-lock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { addDays, earlierDay, labDate, labToday, laterDay } from '../../lib/lab-date.js';
import type { Page } from '../../lib/pagination.js';
import { recordActivity } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { loanerViewer, staffViewer } from '../repairs/fault-viewers.js';
import { availabilityDuring } from './availability.service.js';
import { type ClaimGuard, guardClaims, latestReturnDateBefore } from './claim-guard.js';
import {
  decideExtensionRequest,
  findExtensionRequestTarget,
  findExtensionRequestView,
  hasPendingExtension,
  insertExtensionRequest,
  listExtensionRequests,
  lockExtensionRequest,
} from './extensions.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { lendingPolicy } from './lending-policy.service.js';
import { extendLoan, findLoanView, type LockedLoan, lockLoan } from './loans.repo.js';
import { assertExtensionWithinLongestLoan, canRunLater, longestReturnDate } from './return-date.js';
import { hasWaitingLoaners } from './waitlist.repo.js';

/**
 * Extensions (LENDING.md "Extensions"): a loaner asks for a later return date on their own active loan; the rules
 * grant it at once, or it waits for a Clerk. Whoever grants it, the longer claim passes the claim guard first.
 */

/** What the rules read of a loan. */
interface ExtensionFacts {
  returnDate: string;
  extensions: number;
  /** The last day `maxLoanDays` allows: the loan's lab day plus maxLoanDays. */
  longestReturnDate: string;
  someoneWaiting: boolean;
  pending: boolean;
}

/** Why no later date is granted at once, the first rule that stops it; null when a date up to the longest loan is. */
function extensionHold(facts: ExtensionFacts, policy: LendingPolicy, today: string): ExtensionHold | null {
  if (facts.pending) return ExtensionHold.Pending;
  // No later date at all, whoever decides.
  if (!canRunLater(facts.returnDate, facts.longestReturnDate, today)) return ExtensionHold.LongestLoan;
  if (facts.returnDate < today) return ExtensionHold.Overdue;
  if (facts.extensions >= policy.maxExtensions) return ExtensionHold.TooManyExtensions;
  if (facts.someoneWaiting) return ExtensionHold.SomeoneWaiting;
  return null;
}

/** The loan's lab day, from which its longest loan counts. */
const loanDayOf = (ctx: LendingContext, loanDate: Date) => labDate(loanDate, ctx.config.LAB_TIME_ZONE);

/** The caller's own active loan; anyone else's, or one handed in, answers 404 as if it did not exist. */
async function ownActiveLoan(executor: Executor, loanId: number, loanerId: number, today: string): Promise<Loan> {
  const loan = await findLoanView(executor, loanId, today, loanerViewer);
  if (!loan || loan.loanerId !== loanerId || loan.returnedAt !== null) throw notFound(lendingMessages.loanNotFound);
  return loan;
}

/** The new date is a later one than the loan's, and not before today (400 naming the field). */
function assertLaterReturnDate(returnDate: string, current: string, today: string): void {
  // yyyy-MM-dd strings order as the dates they name.
  const problem =
    returnDate <= current
      ? lendingMessages.extensionNotLater(current)
      : returnDate < today
        ? lendingMessages.extensionDateInPast
        : undefined;
  if (problem) throw badRequest(problem, { returnDate: [problem] });
}

/** Undoes the savepoint of a trial, carrying what it found. */
class TrialDone extends Error {
  constructor(readonly broken: DayConflict[]) {
    super('the trial is undone');
  }
}

/**
 * The loan's claim through `returnDate` breaks no booking, or a 409 naming the first day it would break and the
 * latest later return date that fits. Tried in a savepoint that is always undone: the caller writes what it decides.
 */
async function assertLongerClaimFits(
  tx: Transaction,
  guard: ClaimGuard,
  loan: LockedLoan,
  returnDate: string,
  today: string,
): Promise<void> {
  const broken = await tx
    .transaction(async (attempt) => {
      await extendLoan(attempt, loan.loanId, returnDate);
      throw new TrialDone(await guard.brokenDays());
    })
    .catch((error: unknown) => {
      if (error instanceof TrialDone) return error.broken;
      throw error;
    });
  const [first] = broken;
  if (!first) return;
  const fitting = latestReturnDateBefore(broken, today);
  const latestReturnDate = fitting !== undefined && fitting > loan.returnDate ? fitting : undefined;
  throw conflict(lendingMessages.extensionBreaksBooking(first.date, latestReturnDate), {
    conflicts: broken,
    ...(latestReturnDate && { latestReturnDate }),
  });
}

/** The return date moves and the history records it: granted at once (the loaner acts) or approved (a Clerk). */
async function extendWithHistory(tx: Transaction, loan: LockedLoan, returnDate: string, actor: Actor): Promise<void> {
  await extendLoan(tx, loan.loanId, returnDate);
  await recordActivity(tx, {
    kind: ActivityKind.LoanExtended,
    actor,
    loanerId: loan.loanerId,
    componentId: loan.componentId,
    loanId: loan.loanId,
    before: { returnDate: loan.returnDate, extensions: loan.extensions },
    after: { returnDate, extensions: loan.extensions + 1 },
  });
}

type ExtensionAnswer = { granted: Loan } | { pending: ExtensionRequest };

/**
 * The loaner's ask for a later return date on their own active loan: granted at once when every rule allows it,
 * otherwise a request that waits for a Clerk. 409 when a request already waits, or when the longer claim would
 * break a booking (then nothing could allow the date).
 */
export async function askForExtension(
  ctx: LendingContext,
  loanId: number,
  ask: ExtensionAsk,
  actor: Actor & { loanerId: number },
): Promise<ExtensionAnswer> {
  const today = labToday(ctx);
  const view = await ownActiveLoan(ctx.db, loanId, actor.loanerId, today);
  const policy = await lendingPolicy(ctx);
  const loanDay = loanDayOf(ctx, new Date(view.loanDate));
  // Before the guard: it counts every day up to the date asked for.
  assertExtensionWithinLongestLoan(ask.returnDate, { loanDay, returnDate: view.returnDate }, policy, today);
  const componentTypeId = view.component.componentTypeId;
  return inRetryingTransaction(ctx.db, async (tx): Promise<ExtensionAnswer> => {
    const guard = await guardClaims(ctx, tx, componentTypeId, today, ask.returnDate);
    const loan = await lockLoan(tx, loanId);
    if (!guard || !loan || loan.returnedAt !== null) throw notFound(lendingMessages.loanNotFound);
    assertLaterReturnDate(ask.returnDate, loan.returnDate, today);
    if (await hasPendingExtension(tx, loanId)) throw conflict(lendingMessages.extensionAlreadyAsked);
    await assertLongerClaimFits(tx, guard, loan, ask.returnDate, today);

    const facts = {
      ...loan,
      longestReturnDate: longestReturnDate(loanDay, policy),
      someoneWaiting: await hasWaitingLoaners(tx, componentTypeId, today),
      pending: false,
    };
    const atOnce = extensionHold(facts, policy, today) === null;
    const request = { loanId, previousReturnDate: loan.returnDate, requestedReturnDate: ask.returnDate };
    if (atOnce) {
      await extendWithHistory(tx, loan, ask.returnDate, actor);
      const at = actor.at;
      await insertExtensionRequest(tx, { ...request, status: ExtensionStatus.Approved, createdAt: at, decidedAt: at });
      const extended = await findLoanView(tx, loanId, today, loanerViewer);
      if (!extended) throw new Error(`loan ${loanId} is missing right after its extension`);
      return { granted: extended };
    }
    const requestId = await insertExtensionRequest(tx, { ...request, createdAt: actor.at });
    await recordActivity(tx, {
      kind: ActivityKind.ExtensionRequested,
      actor,
      loanerId: loan.loanerId,
      componentId: loan.componentId,
      loanId,
      before: { returnDate: loan.returnDate },
      after: { requestedReturnDate: ask.returnDate },
    });
    const pending = await findExtensionRequestView(tx, requestId, today, loanerViewer);
    if (!pending) throw new Error(`extension request ${requestId} is missing right after its insert`);
    return { pending };
  });
}

/**
 * What the Extend date picker shows for the loaner's own active loan before they ask: the latest date granted at
 * once (or the rule that holds it), and the latest date a booking allows at all. Read without locks: the ask
 * decides again under the guard.
 */
export async function extensionOutlookOf(
  ctx: LendingContext,
  loanId: number,
  loanerId: number,
): Promise<ExtensionOutlook> {
  const today = labToday(ctx);
  const loan = await ownActiveLoan(ctx.db, loanId, loanerId, today);
  const policy = await lendingPolicy(ctx);
  const componentTypeId = loan.component.componentTypeId;
  const facts: ExtensionFacts = {
    returnDate: loan.returnDate,
    extensions: loan.extensions,
    longestReturnDate: longestReturnDate(loanDayOf(ctx, new Date(loan.loanDate)), policy),
    someoneWaiting: await hasWaitingLoaners(ctx.db, componentTypeId, today),
    pending: loan.pendingExtension !== null,
  };
  const hold = extensionHold(facts, policy, today);
  const latestReturnDate = await latestReturnDateFor(ctx, componentTypeId, facts, today);
  // A booking right after the current return date leaves nothing to grant, though no rule holds it.
  const until = earlierDay(facts.longestReturnDate, latestReturnDate ?? facts.longestReturnDate);
  return {
    currentReturnDate: loan.returnDate,
    grantedAtOnceUntil: hold === null && until > loan.returnDate ? until : null,
    hold,
    latestReturnDate,
    longestReturnDate: facts.longestReturnDate,
    extensions: loan.extensions,
    maxExtensions: policy.maxExtensions,
  };
}

/**
 * The last day before a booking needs the unit: the day before the first day after the loan's claim with no unit
 * to spare, looking as far as the longest loan (no later date can be asked for); null when none is short.
 */
async function latestReturnDateFor(
  ctx: LendingContext,
  componentTypeId: number,
  facts: ExtensionFacts,
  today: string,
): Promise<string | null> {
  // An overdue loan claims through today (LENDING.md "Days and claims").
  const claimEnds = laterDay(facts.returnDate, today);
  if (claimEnds >= facts.longestReturnDate) return null;
  const period = { from: addDays(claimEnds, 1), to: facts.longestReturnDate };
  const days = await availabilityDuring(ctx.db, componentTypeId, period, today, ctx.config.LAB_TIME_ZONE);
  const short = days?.find((day) => day.available < 1);
  return short ? addDays(short.date, -1) : null;
}

/** The Clerk's list of requests, of one status or every status, the oldest first. */
export function listExtensions(ctx: LendingContext, query: ExtensionsQuery): Promise<Page<ExtensionRequest>> {
  return listExtensionRequests(ctx.db, query.status, query, labToday(ctx));
}

/**
 * A Clerk's decision on a pending request: approving moves the return date under the claim guard (409 when it
 * would break a booking now); declining keeps it, with the reason the loaner reads. 409 once decided.
 */
export async function decideExtension(
  ctx: LendingContext,
  extensionRequestId: number,
  decision: ExtensionDecision,
  actor: Actor,
): Promise<ExtensionRequest> {
  const today = labToday(ctx);
  const target = await findExtensionRequestTarget(ctx.db, extensionRequestId);
  if (!target) throw notFound(lendingMessages.extensionRequestNotFound);
  const reason = decision.reason || null;
  // A request beyond the longest loan (stored before the Admin shortened it) is refused unweighed: the guard would
  // count every day up to its date.
  const latest = longestReturnDate(loanDayOf(ctx, target.loanDate), await lendingPolicy(ctx));
  const approvable = target.requestedReturnDate <= latest;
  await inRetryingTransaction(ctx.db, async (tx) => {
    // The type before the loan and the request (decision 020); only an approval lengthens a claim, under the guard.
    const guard =
      decision.approve && approvable
        ? await guardClaims(ctx, tx, target.componentTypeId, today, target.requestedReturnDate)
        : undefined;
    if (!guard) await lockComponentType(tx, target.componentTypeId);
    const loan = await lockLoan(tx, target.loanId);
    const request = await lockExtensionRequest(tx, extensionRequestId);
    if (!loan || !request) throw notFound(lendingMessages.extensionRequestNotFound);
    if (request.status !== ExtensionStatus.Pending) throw conflict(lendingMessages.extensionAlreadyDecided);
    // Its loan handed in, the request lapsed: there is nothing left to approve or decline.
    if (loan.returnedAt !== null) throw conflict(lendingMessages.loanAlreadyReturned);
    if (decision.approve) {
      if (!approvable) throw conflict(lendingMessages.extensionBeyondLongestLoan(request.requestedReturnDate, latest));
      if (!guard) throw notFound(lendingMessages.componentTypeNotFound);
      if (request.requestedReturnDate < today) {
        throw conflict(lendingMessages.extensionDatePassed(request.requestedReturnDate));
      }
      await assertLongerClaimFits(tx, guard, loan, request.requestedReturnDate, today);
      await extendWithHistory(tx, loan, request.requestedReturnDate, actor);
    } else {
      await recordActivity(tx, {
        kind: ActivityKind.ExtensionDeclined,
        actor,
        loanerId: loan.loanerId,
        componentId: loan.componentId,
        loanId: loan.loanId,
        before: { requestedReturnDate: request.requestedReturnDate },
        after: { reason },
      });
    }
    await decideExtensionRequest(tx, extensionRequestId, {
      status: decision.approve ? ExtensionStatus.Approved : ExtensionStatus.Declined,
      reason,
      decidedAt: actor.at,
      decidedBy: actor.loanerId,
    });
  });
  const decided = await findExtensionRequestView(ctx.db, extensionRequestId, today, staffViewer);
  if (!decided) throw new Error(`extension request ${extensionRequestId} is missing right after its decision`);
  return decided;
}
