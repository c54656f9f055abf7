import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isActiveLoan, isLiveBooking } from '../../db/lending-definitions.js';
import { bookings, loans, reservations, waitlistEntries } from '../../db/schema.js';
import { loanIsOverdueSql } from './overdue-sql.js';

/** How much lending is under way now: what a lab's operators watch (GET /metrics). */
export interface LendingFigures {
  activeLoans: number;
  overdueLoans: number;
  /** Units held for a loaner and not yet collected: reserved, set aside for a booking, or handed from a waiting list. */
  reservations: number;
  /** Live bookings ahead (Booked or Ready). */
  bookings: number;
  bookingsAtRisk: number;
  /** Loaners on at least one waiting list. */
  waitingLoaners: number;
}

const counted = (name: string) => sql<number>`count(*)::int`.as(name);
const countedWhere = (name: string, condition: SQLWrapper) =>
  sql<number>`(count(*) filter (where ${condition}))::int`.as(name);

/**
 * The lending figures in one statement of four one-row counts, each of open rows only: active loans and live
 * bookings have partial indexes (loans_active_return_date, bookings_live_from), and a reservation or a place on a
 * waiting list is deleted once it is done.
 */
export async function countLendingFigures(executor: Executor, labToday: string): Promise<LendingFigures> {
  const loansNow = executor
    .select({
      activeLoans: counted('active_loans'),
      overdueLoans: countedWhere('overdue_loans', loanIsOverdueSql(labToday)),
    })
    .from(loans)
    .where(isActiveLoan())
    .as('loans_now');
  const reservationsNow = executor
    .select({ reservations: counted('reservations') })
    .from(reservations)
    .as('held_now');
  const bookingsNow = executor
    .select({ bookings: counted('bookings'), bookingsAtRisk: countedWhere('bookings_at_risk', bookings.atRisk) })
    .from(bookings)
    .where(isLiveBooking())
    .as('bookings_now');
  const waitingNow = executor
    .select({ waitingLoaners: sql<number>`count(distinct ${waitlistEntries.loanerId})::int`.as('waiting_loaners') })
    .from(waitlistEntries)
    .as('waiting_now');
  const [figures] = await executor
    .select({
      activeLoans: loansNow.activeLoans,
      overdueLoans: loansNow.overdueLoans,
      reservations: reservationsNow.reservations,
      bookings: bookingsNow.bookings,
      bookingsAtRisk: bookingsNow.bookingsAtRisk,
      waitingLoaners: waitingNow.waitingLoaners,
    })
    .from(loansNow)
    .crossJoin(reservationsNow)
    .crossJoin(bookingsNow)
    .crossJoin(waitingNow);
  if (!figures) throw new Error('the lending figures answered no row');
  return figures;
}
