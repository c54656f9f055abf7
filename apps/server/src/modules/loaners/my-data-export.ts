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
      // One transaction is one connection: its queries run one after the other however they are awaited.
      const held = await rolesHeld(tx, [loanerId]);
      return {
        exportedAt: ctx.clock.now().toISOString(),
        profile,
        roles: (held.get(loanerId) ?? []).map((role) => role.name),
        qualifications: await qualificationsOf(tx, loanerId),
        trainingRequests: await trainingRequestsOf(tx, loanerId),
        rulesAccepted: await rulesAcceptedBy(tx, loanerId),
        loans: await loansOf(tx, loanerId),
        reservations: await reservationsOf(tx, loanerId),
        reservationHistory: await reservationHistoryOf(tx, loanerId),
        bookings: await bookingsOf(tx, loanerId),
        waitingLists: await waitingListsOf(tx, loanerId),
        extensionRequests: await extensionRequestsOf(tx, loanerId),
        stockIssues: await stockIssuesOf(tx, loanerId),
        faultReports: await faultReportsOf(tx, loanerId),
        emails: await emailsTo(tx, profile.email),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { fileName: `labstock-my-data-${labToday(ctx)}.json`, data };
}
