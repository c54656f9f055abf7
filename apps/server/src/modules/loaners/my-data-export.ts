import type { MyDataExport } from '@labstock/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import { loanerMessages } from './loaners.messages.js';
import {
  bookingsOf,
  emailsTo,
  extensionRequestsOf,
  faultReportsOf,
  loansOf,
  profileOf,
  qualificationsOf,
  reservationHistoryOf,
  reservationsOf,
  rulesAcceptedBy,
  stockIssuesOf,
  trainingRequestsOf,
  waitingListsOf,
} from './my-data.repo.js';
import { rolesHeld } from './roles.repo.js';

export interface MyDataFile {
  fileName: string;
  data: MyDataExport;
}

/**
 * GET Loaners/Loaner/export (LAB.md "Privacy", decision 057): everything Labstock holds about the loaner, for
 * them to download. One query per kind of row, in one read-only transaction of one snapshot, so that the file
 * is the data of one moment and a long history costs a query per kind, not per row.
 */
export async function exportMyData(ctx: AppContext, loanerId: number): Promise<MyDataFile> {
  const data = await ctx.db.transaction(
    async (tx) => {
      const profile = await profileOf(tx, loanerId);
      if (!profile) throw notFound(loanerMessages.notFound(loanerId));
      const [
        held,
        qualifications,
        trainingRequests,
        rulesAccepted,
        loans,
        reservations,
        reservationHistory,
        bookings,
        waitingLists,
        extensionRequests,
        stockIssues,
        faultReports,
        emails,
      ] = await Promise.all([
        rolesHeld(tx, [loanerId]),
        qualificationsOf(tx, loanerId),
        trainingRequestsOf(tx, loanerId),
        rulesAcceptedBy(tx, loanerId),
        loansOf(tx, loanerId),
        reservationsOf(tx, loanerId),
        reservationHistoryOf(tx, loanerId),
        bookingsOf(tx, loanerId),
        waitingListsOf(tx, loanerId),
        extensionRequestsOf(tx, loanerId),
        stockIssuesOf(tx, loanerId),
        faultReportsOf(tx, loanerId),
        emailsTo(tx, profile.email),
      ]);
      return {
        exportedAt: ctx.clock.now().toISOString(),
        profile,
        roles: (held.get(loanerId) ?? []).map((role) => role.name),
        qualifications,
        trainingRequests,
        rulesAccepted,
        loans,
        reservations,
        reservationHistory,
        bookings,
        waitingLists,
        extensionRequests,
        stockIssues,
        faultReports,
        emails,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { fileName: `labstock-my-data-${labToday(ctx)}.json`, data };
}
