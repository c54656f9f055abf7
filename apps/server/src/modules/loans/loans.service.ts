import {
  type ActiveLoansQuery,
  ActivityKind,
  ComponentStatus,
  flowOwnedStatuses,
  type HandoutAvailableRequest,
  type HandoutReservationRequest,
  type Loan,
  type LoanerOverdue,
  messages,
  RoleName,
} from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import type { Page } from '../../lib/pagination.js';
import { recordActivity } from '../activity/activity.repo.js';
import type { Actor } from '../activity/actor.js';
import { deleteReservation, lockReservation } from '../reservations/reservations.repo.js';
import { RESERVATION_NOT_FOUND } from '../reservations/reservations.service.js';
import { setComponentStatus } from './component-status.js';
import { lendingLimits } from './lending-limits.js';
import type { LendingContext } from './lending-view.js';
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
import { assertReturnDateAllowed } from './return-date.js';

export const RESERVATION_MISMATCH = 'The reservation is for another component or loaner.';
export const COMPONENT_NOT_AVAILABLE = 'Component is not available';
export const HANDIN_STATUS_NOT_ALLOWED = 'A component cannot be handed in as ReservedLoaner or Loaned.';
export const LOAN_ALREADY_RETURNED = 'This loan has already been handed in.';

interface NewLoan {
  componentId: number;
  loanerId: number;
  handinDate: string;
  force: boolean;
  /** The reservation handed out, if any. */
  reservationId?: number;
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
    throw conflict(messages.loanerHasOverdueLoans);
  }
  await setComponentStatus(tx, loan.componentId, ComponentStatus.Loaned);
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
    before: { status: loan.reservationId === undefined ? ComponentStatus.Available : ComponentStatus.ReservedLoaner },
    after: { status: ComponentStatus.Loaned, returnDate: loan.handinDate },
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
    if (!reservation) throw notFound(RESERVATION_NOT_FOUND);
    if (reservation.componentId !== request.componentId || reservation.loanerId !== request.loanerId) {
      throw badRequest(RESERVATION_MISMATCH);
    }
    const loan = await openLoan(ctx, tx, request, today, actor);
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
    if (!component) throw notFound('Component not found.');
    if (component.status !== ComponentStatus.Available) throw conflict(COMPONENT_NOT_AVAILABLE);
    if (!(await lockLoaner(tx, request.loanerId))) throw notFound('Loaner not found.');
    return openLoan(ctx, tx, request, today, actor);
  });
}

/** Takes a loan back: it is closed and kept as history, and the component gets the chosen status. */
export async function handinLoan(
  ctx: LendingContext,
  loanId: number,
  status: ComponentStatus,
  actor: Actor,
): Promise<void> {
  if (flowOwnedStatuses.includes(status))
    throw badRequest(HANDIN_STATUS_NOT_ALLOWED, { status: [HANDIN_STATUS_NOT_ALLOWED] });
  await ctx.db.transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    if (!loan) throw notFound('Loan not found.');
    if (loan.returnedAt) throw conflict(LOAN_ALREADY_RETURNED);
    await closeLoan(tx, loanId, ctx.clock.now(), status);
    if (loan.componentId !== null) await setComponentStatus(tx, loan.componentId, status);
    await recordActivity(tx, {
      kind: ActivityKind.LoanHandedIn,
      actor,
      loanerId: loan.loanerId,
      componentId: loan.componentId,
      loanId,
      before: { status: ComponentStatus.Loaned },
      after: { status },
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
