import { ExtensionStatus } from '@labstock/shared';
import { addDays, earlierDay, labToday } from '../lib/lab-date.js';
import { expiryCutoff, pickUpDay, recordLoansReminded } from '../modules/lending/index.js';
import { findOverdueRecipients } from '../modules/mail/mail.repo.js';
import { OVERDUE_REMINDER_LOCK } from '../modules/mail/mail.service.js';
import { displayDate, renderReminder } from '../modules/mail/reminder-template.js';
import { NoticeKind } from '../modules/notices/notice-kind.js';
import {
  renderBookingAtRisk,
  renderBookingReady,
  renderDueSoon,
  renderExtensionDecided,
  renderReservationConfirmation,
  renderReservationExpired,
  renderWaitlistServed,
} from '../modules/notices/notice-templates.js';
import {
  bookingsAtRiskToNotice,
  expiriesToNotice,
  extensionDecisionsToNotice,
  loansDueSoon,
  reservationsToConfirm,
  setAsideUnitsToNotice,
  waitlistReservationsToNotice,
} from '../modules/notices/notices.repo.js';
import { groupByLoaner, sendNotices } from '../modules/notices/send-notices.js';
import type { Job, JobContext } from './job.js';

/**
 * The automatic e-mails. Each job claims a notice in its run's transaction before sending it (notices_sent),
 * so a notice goes out once however many server processes run the job; the advisory lock of the scheduler
 * only saves the work twice.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const ago = (ctx: JobContext, ms: number) => new Date(ctx.clock.now().getTime() - ms);

/** Confirms each reservation with its pick-up deadline, within a minute of it being made. */
export const reservationConfirmationJob: Job = {
  name: 'reservation-confirmations',
  lockKey: 727_102,
  intervalMs: MINUTE_MS,
  async run(ctx) {
    const rows = await reservationsToConfirm(ctx.db, expiryCutoff(ctx.clock.now()));
    const pickUpBy = (reserved: Date) => displayDate(pickUpDay(reserved, ctx.config.LAB_TIME_ZONE));
    const recipients = groupByLoaner(rows, ({ subjectId, componentName, componentNumber, reservationDate }) => ({
      subjectId,
      componentName,
      componentNumber,
      pickUpBy: pickUpBy(reservationDate),
    }));
    return sendNotices(ctx, recipients, {
      kind: NoticeKind.ReservationConfirmation,
      render: renderReservationConfirmation,
    });
  },
};

/** Tells the loaner handed a unit from a waiting list until when it is held, within a minute of the hand-over. */
export const waitlistServedNoticeJob: Job = {
  name: 'waitlist-served-notices',
  lockKey: 727_131,
  intervalMs: MINUTE_MS,
  async run(ctx) {
    const rows = await waitlistReservationsToNotice(ctx.db, expiryCutoff(ctx.clock.now()));
    const pickUpBy = (reserved: Date) => displayDate(pickUpDay(reserved, ctx.config.LAB_TIME_ZONE));
    const recipients = groupByLoaner(rows, ({ subjectId, componentName, componentNumber, reservationDate }) => ({
      subjectId,
      componentName,
      componentNumber,
      pickUpBy: pickUpBy(reservationDate),
    }));
    return sendNotices(ctx, recipients, { kind: NoticeKind.WaitlistServed, render: renderWaitlistServed });
  },
};

/** How far back the expiry notices look: the expiry job's entries of the last two days. */
const EXPIRY_NOTICE_WINDOW_MS = 2 * DAY_MS;

/** Tells the loaner of each reservation the expiry job deleted, within a minute of the expiry. */
export const reservationExpiryNoticeJob: Job = {
  name: 'reservation-expiry-notices',
  lockKey: 727_103,
  intervalMs: MINUTE_MS,
  async run(ctx) {
    const rows = await expiriesToNotice(ctx.db, ago(ctx, EXPIRY_NOTICE_WINDOW_MS));
    const recipients = groupByLoaner(rows, ({ subjectId, componentName, componentNumber }) => ({
      subjectId,
      componentName,
      componentNumber,
    }));
    return sendNotices(ctx, recipients, { kind: NoticeKind.ReservationExpired, render: renderReservationExpired });
  },
};

/** Reminds a loaner DUE_SOON_REMINDER_DAYS before a loan's return date (0: never). */
export const dueSoonReminderJob: Job = {
  name: 'due-soon-reminders',
  lockKey: 727_104,
  intervalMs: HOUR_MS,
  async run(ctx) {
    const days = ctx.config.DUE_SOON_REMINDER_DAYS;
    if (days === 0) return 0;
    const today = labToday(ctx);
    const rows = await loansDueSoon(ctx.db, today, addDays(today, days), days, ctx.config.LAB_TIME_ZONE);
    const recipients = groupByLoaner(rows, ({ subjectId, componentName, componentNumber, returnDate }) => ({
      subjectId,
      componentName,
      componentNumber,
      returnDate,
    }));
    return sendNotices(ctx, recipients, { kind: NoticeKind.LoanDueSoon, render: renderDueSoon });
  },
};

/** Which reminder of an overdue loan is due: 0 from its first day overdue, 1 `every` days later, and so on. */
function overdueOccurrence(returnDate: string, today: string, every: number): number {
  const daysOverdue = Math.round((Date.parse(today) - Date.parse(returnDate)) / DAY_MS);
  return Math.floor((daysOverdue - 1) / every);
}

/** The overdue reminder of the Emails screen, sent by itself every OVERDUE_REMINDER_SCHEDULE days ('off': never). */
export const overdueReminderJob: Job = {
  name: 'overdue-reminders',
  lockKey: OVERDUE_REMINDER_LOCK,
  intervalMs: HOUR_MS,
  async run(ctx) {
    const every = ctx.config.OVERDUE_REMINDER_SCHEDULE;
    if (every === 'off') return 0;
    const today = labToday(ctx);
    const recipients = (await findOverdueRecipients(ctx.db, today)).map(
      ({ loanerId, name, email, language, items }) => ({
        loanerId,
        name,
        email,
        language,
        items: items.map((item) => ({
          ...item,
          subjectId: item.loanId,
          occurrence: overdueOccurrence(item.returnDate, today, every),
        })),
      }),
    );
    return sendNotices(ctx, recipients, {
      kind: NoticeKind.LoanOverdue,
      render: renderReminder,
      // The Emails screen sends this reminder too: a loaner gets it once a day, whichever sends first.
      oncePerLabDay: today,
      afterSent: (db, items) =>
        recordLoansReminded(
          db,
          items.map((item) => item.subjectId),
          ctx.clock.now(),
        ),
    });
  },
};

/** Tells each loaner the units set aside for their booking, within a minute of its first day's set-aside. */
export const bookingReadyNoticeJob: Job = {
  name: 'booking-ready-notices',
  lockKey: 727_107,
  intervalMs: MINUTE_MS,
  async run(ctx) {
    const rows = await setAsideUnitsToNotice(ctx.db, expiryCutoff(ctx.clock.now()));
    // The window of a set-aside unit ends with its booking, whichever comes first.
    const pickUpBy = (reserved: Date, bookingTo: string) =>
      displayDate(earlierDay(pickUpDay(reserved, ctx.config.LAB_TIME_ZONE), bookingTo));
    const recipients = groupByLoaner(
      rows,
      ({ subjectId, componentName, componentNumber, reservationDate, bookingTo }) => ({
        subjectId,
        componentName,
        componentNumber,
        pickUpBy: pickUpBy(reservationDate, bookingTo),
      }),
    );
    return sendNotices(ctx, recipients, { kind: NoticeKind.BookingReady, render: renderBookingReady });
  },
};

/** Tells the booker of each booking found at risk, once, within a minute of the at-risk job marking it. */
export const bookingAtRiskNoticeJob: Job = {
  name: 'booking-at-risk-notices',
  lockKey: 727_106,
  intervalMs: MINUTE_MS,
  async run(ctx) {
    const rows = await bookingsAtRiskToNotice(ctx.db);
    const recipients = groupByLoaner(rows, ({ subjectId, componentName, quantity, from, to }) => ({
      subjectId,
      componentName,
      quantity,
      from,
      to,
    }));
    return sendNotices(ctx, recipients, { kind: NoticeKind.BookingAtRisk, render: renderBookingAtRisk });
  },
};

/** How far back the extension notices look: the decisions of the last two days. */
const EXTENSION_NOTICE_WINDOW_MS = 2 * DAY_MS;

/** Tells the loaner the decision on each extension ask (granted at once, approved or declined) within a minute. */
export const extensionDecisionNoticeJob: Job = {
  name: 'extension-decision-notices',
  lockKey: 727_120,
  intervalMs: MINUTE_MS,
  async run(ctx) {
    const rows = await extensionDecisionsToNotice(ctx.db, ago(ctx, EXTENSION_NOTICE_WINDOW_MS));
    const recipients = groupByLoaner(
      rows,
      ({ subjectId, componentName, componentNumber, status, reason, returnDate }) => ({
        subjectId,
        componentName,
        componentNumber,
        granted: status === ExtensionStatus.Approved,
        returnDate,
        reason,
      }),
    );
    return sendNotices(ctx, recipients, { kind: NoticeKind.ExtensionDecided, render: renderExtensionDecided });
  },
};

export const noticeJobs: readonly Job[] = [
  reservationConfirmationJob,
  waitlistServedNoticeJob,
  bookingReadyNoticeJob,
  bookingAtRiskNoticeJob,
  extensionDecisionNoticeJob,
  reservationExpiryNoticeJob,
  dueSoonReminderJob,
  overdueReminderJob,
];
