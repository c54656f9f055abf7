import {
  type ActiveLoansQuery,
  type ComponentStatus,
  type HandoutAvailableRequest,
  type HandoutReservationRequest,
  type Loan,
  type LoanerOverdue,
  RoleName,
} from '@labstock/shared';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import type { Page } from '../../lib/pagination.js';
import type { Actor } from '../activity/actor.js';
import { checkHandin, takeBack, unitsBackOnTheShelf } from './hand-in.js';
import {
  assertHandoutsBreakNothing,
  assertMayBorrow,
  decideHandout,
  guardHandouts,
  openedLoans,
  openLoan,
} from './hand-out.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { lendingPolicy } from './lending-policy.service.js';
import {
  listActiveLoans,
  loanersWithOverdueLoans,
  lockComponent,
  lockLoan,
  lockLoaner,
  typesOfLoans,
} from './loans.repo.js';
import { lockReservation } from './reservations.repo.js';
import { assertReturnDateAllowed } from './return-date.js';
import { decideStatusChange } from './status-machine.js';
import { lockComponentTypes } from './type-lock.js';
import { serveWaitingListsOfComponents } from './waitlist.service.js';

/** Hands a reservation out: the reservation becomes a loan. */
export async function handoutReservation(
  ctx: LendingContext,
  request: HandoutReservationRequest,
  actor: Actor,
): Promise<Loan> {
  const today = labToday(ctx);
  assertReturnDateAllowed(request.handinDate, today, await lendingPolicy(ctx), 'handinDate');
  return inRetryingTransaction(ctx.db, async (tx) => {
    const guards = await guardHandouts(ctx, tx, [request.componentId], today, request.handinDate);
    const reservation = await lockReservation(tx, request.reservationId);
    if (!reservation) throw notFound(lendingMessages.reservationNotFound);
    if (reservation.componentId !== request.componentId || reservation.loanerId !== request.loanerId) {
      throw badRequest(lendingMessages.reservationMismatch);
    }
    const plan = decideHandout({ heldBy: { ...reservation, reservationId: request.reservationId } }, request.loanerId);
    if ('refusal' in plan) throw conflict(plan.refusal);
    await assertMayBorrow(tx, request.loanerId, today, request.force);
    const loanId = await openLoan(ctx, tx, { ...request, plan }, actor);
    await assertHandoutsBreakNothing(guards, today);
    const [loan] = await openedLoans(tx, [loanId], today);
    return loan as Loan;
  });
}

/** Hands an Available component straight out to a loaner, without a reservation. */
export async function handoutAvailableComponent(
  ctx: LendingContext,
  request: HandoutAvailableRequest,
  actor: Actor,
): Promise<Loan> {
  const today = labToday(ctx);
  assertReturnDateAllowed(request.handinDate, today, await lendingPolicy(ctx), 'handinDate');
  return inRetryingTransaction(ctx.db, async (tx) => {
    const guards = await guardHandouts(ctx, tx, [request.componentId], today, request.handinDate);
    const component = await lockComponent(tx, request.componentId);
    if (!component) throw notFound(lendingMessages.componentNotFound);
    // This call names no reservation: a reserved component is not available to it, whoever holds it.
    const plan = decideHandout({ status: component.status as ComponentStatus }, request.loanerId);
    if ('refusal' in plan) throw conflict(lendingMessages.componentNotAvailable);
    if (!(await lockLoaner(tx, request.loanerId))) throw notFound(lendingMessages.loanerNotFound);
    await assertMayBorrow(tx, request.loanerId, today, request.force);
    const loanId = await openLoan(ctx, tx, { ...request, plan }, actor);
    await assertHandoutsBreakNothing(guards, today);
    const [loan] = await openedLoans(tx, [loanId], today);
    return loan as Loan;
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
  const loan = await inRetryingTransaction(ctx.db, async (tx) => {
    await lockComponentTypes(tx, await typesOfLoans(tx, [loanId]));
    const checked = checkHandin(await lockLoan(tx, loanId));
    if ('refusal' in checked) throw checked.refusal;
    await takeBack(ctx, tx, checked.loan, transition, actor);
    return checked.loan;
  });
  await serveWaitingListsOfComponents(ctx, unitsBackOnTheShelf([{ ...loan, status }]));
}

/** The loaner's own active loans (My loans). */
export function listOwnLoans(ctx: LendingContext, loanerId: number, query: ActiveLoansQuery): Promise<Page<Loan>> {
  const filter = { loanerId, ...loanOrderAndSearch(query) };
  return listActiveLoans(ctx.db, filter, query, labToday(ctx));
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
