import { limitRefusalText, reservationLimitRefusal } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { lendingMessages } from './lending-messages.js';
import { lendingPolicy } from './lending-policy.service.js';
import { loanersWithOverdueLoans, lockLoanerForCounting } from './loans.repo.js';
import { countOpenReservations } from './reservations.repo.js';
import { countWaitingPlaces } from './waitlist.repo.js';

/**
 * The Admin's limits on reserving and on joining a waiting list (LENDING.md "Limits"): at most
 * `maxOpenReservations` reservations and waiting places held at once (units set aside for a booking not counted),
 * and none while a loan is overdue when the lab says so. The loaner's row is locked first, so two reserves or
 * joins of one loaner on two types count one after the other.
 */
export async function assertMayReserve(tx: Transaction, loanerId: number, today: string) {
  const policy = await lendingPolicy({ db: tx });
  await lockLoanerForCounting(tx, loanerId);
  const held = (await countOpenReservations(tx, loanerId)) + (await countWaitingPlaces(tx, loanerId));
  const refusal = reservationLimitRefusal(policy, held);
  if (refusal) throw conflict(limitRefusalText(refusal));
  if (policy.blockReservationsWhenOverdue && (await loanersWithOverdueLoans(tx, [loanerId], today)).size > 0) {
    throw conflict(lendingMessages.reserveWhileOverdue);
  }
}
