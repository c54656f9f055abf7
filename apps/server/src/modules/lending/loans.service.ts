import {
  type ActiveLoansQuery,
  ActivityKind,
  type ComponentStatus,
  type HandoutAvailableRequest,
  type HandoutReservationRequest,
  type Loan,
  type LoanerOverdue,
  RoleName,
} from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import type { Page } from '../../lib/pagination.js';
import { recordActivity } from '../activity/activity.repo.js';
import type { Actor } from '../activity/actor.js';
import { setComponentStatus } from './component-status.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingLimits } from './lending-limits.js';
import { lendingMessages } from './lending-messages.js';
import {
  closeLoan,
  findLoanView,
  insertLoan,
  listActiveLoans,
  loanersWithOverdueLoans,
  lockComponent,
  lockLoan,
  lockLoaner,
} from './loans.repo.js';
import { deleteReservation, lockReservation } from './reservations.repo.js';
import { assertReturnDateAllowed } from './return-date.js';
import { decideStatusChange, type StatusTransition } from './status-machine.js';

interface NewLoan {
  componentId: number;
  loanerId: number;
  handinDate: string;
  force: boolean;
  /** The reservation handed out, if any. */
  reservationId?: number;
  /** The component's status change, as the status machine decided it. */
  transition: StatusTransition<ComponentStatus>;
}

/** The component becomes Loaned to the loaner until the hand-in date; refused for overdue loaners unless forced. */
async function openLoan(
  ctx: LendingContext,
  tx: Transaction,
  loan: NewLoan,
  today: string,
  actor: Actor,
): Promise<Loan> {
  if (!loan.force && (await loanersWithOverdueLoans(tx, [loan.loanerId], today)).size > 0) {
    throw conflict(lendingMessages.loanerHasOverdueLoans);
  }
  await setComponentStatus(tx, loan.componentId, loan.transition.to);
  const loanId = await insertLoan(tx, {
    loanerId: loan.loanerId,
    componentId: loan.componentId,
    loanDate: ctx.clock.now(),
    returnDate: loan.handinDate,
  });
  await recordActivity(tx, {
    kind: ActivityKind.LoanHandedOut,
    actor,
    loanerId: loan.loanerId,
    componentId: loan.componentId,
    loanId,
    reservationId: loan.reservationId,
    before: { status: loan.transition.from },
    after: { status: loan.transition.to, returnDate: loan.handinDate },
  });
  const created = await findLoanView(tx, loanId, today);
  if (!created) throw new Error(`loan ${loanId} is missing right after its insert`);
  return created;
}

/** Hands a reservation out: the reservation becomes a loan. */
export async function handoutReservation(
  ctx: LendingContext,
  request: HandoutReservationRequest,
  actor: Actor,
): Promise<Loan> {
  const today = labToday(ctx);
  assertReturnDateAllowed(request.handinDate, today, lendingLimits(), 'handinDate');
  return ctx.db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, request.reservationId);
    if (!reservation) throw notFound(lendingMessages.reservationNotFound);
    if (reservation.componentId !== request.componentId || reservation.loanerId !== request.loanerId) {
      throw badRequest(lendingMessages.reservationMismatch);
    }
    const transition = decideStatusChange({ cause: 'hand-out-reservation' });
    const loan = await openLoan(ctx, tx, { ...request, transition }, today, actor);
    await deleteReservation(tx, request.reservationId);
    return loan;
  });
}

/** Hands an Available component straight out to a loaner, without a reservation. */
export async function handoutAvailableComponent(
  ctx: LendingContext,
  request: HandoutAvailableRequest,
  actor: Actor,
): Promise<Loan> {
  const today = labToday(ctx);
  assertReturnDateAllowed(request.handinDate, today, lendingLimits(), 'handinDate');
  return ctx.db.transaction(async (tx) => {
    const component = await lockComponent(tx, request.componentId);
    if (!component) throw notFound(lendingMessages.componentNotFound);
    const transition = decideStatusChange({ cause: 'hand-out', from: component.status as ComponentStatus });
    if (!(await lockLoaner(tx, request.loanerId))) throw notFound(lendingMessages.loanerNotFound);
    return openLoan(ctx, tx, { ...request, transition }, today, actor);
  });
}

/** Takes a loan back: it is closed and kept as history, and the component gets the chosen status. */
export async function handinLoan(
  ctx: LendingContext,
  loanId: number,
  status: ComponentStatus,
  actor: Actor,
): Promise<void> {
  const transition = decideStatusChange({ cause: 'hand-in', to: status });
  await ctx.db.transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    if (!loan) throw notFound(lendingMessages.loanNotFound);
    if (loan.returnedAt) throw conflict(lendingMessages.loanAlreadyReturned);
    await closeLoan(tx, loanId, ctx.clock.now(), transition.to);
    if (loan.componentId !== null) await setComponentStatus(tx, loan.componentId, transition.to);
    await recordActivity(tx, {
      kind: ActivityKind.LoanHandedIn,
      actor,
      loanerId: loan.loanerId,
      componentId: loan.componentId,
      loanId,
      before: { status: transition.from },
      after: { status: transition.to },
    });
  });
}

/** The loaner's own active loans (My loans). */
export function listOwnLoans(ctx: LendingContext, loanerId: number, query: ActiveLoansQuery): Promise<Page<Loan>> {
  return listActiveLoans(ctx.db, { loanerId, ...loanOrderAndSearch(query) }, query, labToday(ctx));
}

/** GET Loans: a Clerk sees every active loan; anyone else only their own. */
export function listLoansFor(
  ctx: LendingContext,
  viewer: { loanerId: number; roles: readonly RoleName[] },
  query: ActiveLoansQuery,
): Promise<Page<Loan>> {
  if (!viewer.roles.includes(RoleName.Clerk)) return listOwnLoans(ctx, viewer.loanerId, query);
  return listActiveLoans(ctx.db, loanOrderAndSearch(query), query, labToday(ctx));
}

/** What a loan list request asks of the rows: its search, and the latest return date first when `desc`. */
function loanOrderAndSearch(query: ActiveLoansQuery) {
  return { search: query.searchString, descending: query.sortDirection === 'desc' };
}

/** For each asked loaner, whether they have an active loan due before the lab's today. */
export async function overdueStatusOf(ctx: LendingContext, loanerIds: number[]): Promise<LoanerOverdue[]> {
  const unique = [...new Set(loanerIds)];
  const overdue = await loanersWithOverdueLoans(ctx.db, unique, labToday(ctx));
  return unique.map((loanerId) => ({ loanerId, hasOverdueLoans: overdue.has(loanerId) }));
}
