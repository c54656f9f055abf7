import { ExtensionStatus, Language } from '@labstock/shared';
import type { JobContext } from '../../jobs/job.js';
import { addDays, earlierDay, labToday } from '../../lib/lab-date.js';
import { labSettings } from '../lab/lab.service.js';
import { expiryCutoff, pickUpDay, recordLoansReminded } from '../lending/index.js';
import { overdueRecipients } from '../mail/mail.service.js';
import { displayDate, renderReminder } from '../mail/reminder-template.js';
import { renderCalibrationDue } from '../mail/templates/calibration-due.js';
import { renderQualificationExpiring } from '../mail/templates/qualification-expiring.js';
import { NoticeKind } from './notice-kind.js';
import {
  renderBookingAtRisk,
  renderBookingReady,
  renderDueSoon,
  renderExtensionDecided,
  renderReservationConfirmation,
  renderReservationExpired,
  renderWaitlistServed,
} from './notice-templates.js';
import {
  bookingsAtRiskToNotice,
  expiriesToNotice,
  extensionDecisionsToNotice,
  grantsExpiring,
  loansDueSoon,
  reservationsToConfirm,
  setAsideUnitsToNotice,
  unitsFallingDue,
  waitlistReservationsToNotice,
} from './notices.repo.js';
import { groupByLoaner, sendNotices } from './send-notices.js';

/**
 * The automatic e-mails, each sent by a scheduled job (jobs/notice-jobs.ts) in its run's transaction. Each send
 * claims a notice before sending it (notices_sent), so a notice goes out once however many server processes run
 * the job; the advisory lock of the scheduler only saves the work twice. Each answers how many messages went out.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const ago = (ctx: JobContext, ms: number) => new Date(ctx.clock.now().getTime() - ms);

type ReservationRow = Awaited<ReturnType<typeof reservationsToConfirm>>[number];

/** Each loaner's reserved units, each with the day it must be picked up by. */
function reservationRecipients(ctx: JobContext, rows: readonly ReservationRow[]) {
  return groupByLoaner(rows, ({ subjectId, componentName, componentNumber, reservationDate }) => ({
    subjectId,
    componentName,
    componentNumber,
    pickUpBy: displayDate(pickUpDay(reservationDate, ctx.config.LAB_TIME_ZONE)),
  }));
}

/** Confirms each reservation still within its pick-up window, with its pick-up deadline. */
export async function sendReservationConfirmations(ctx: JobContext): Promise<number> {
  const rows = await reservationsToConfirm(ctx.db, expiryCutoff(ctx.clock.now()));
  return sendNotices(ctx, reservationRecipients(ctx, rows), {
    kind: NoticeKind.ReservationConfirmation,
    render: renderReservationConfirmation,
  });
}

/** Tells the loaner handed a unit from a waiting list until when it is held. */
export async function sendWaitlistServedNotices(ctx: JobContext): Promise<number> {
  const rows = await waitlistReservationsToNotice(ctx.db, expiryCutoff(ctx.clock.now()));
  return sendNotices(ctx, reservationRecipients(ctx, rows), {
    kind: NoticeKind.WaitlistServed,
    render: renderWaitlistServed,
  });
}

/** How far back the expiry notices look: the expiry job's entries of the last two days. */
const EXPIRY_NOTICE_WINDOW_MS = 2 * DAY_MS;

/** Tells the loaner of each reservation the expiry job deleted. */
export async function sendReservationExpiryNotices(ctx: JobContext): Promise<number> {
  const rows = await expiriesToNotice(ctx.db, ago(ctx, EXPIRY_NOTICE_WINDOW_MS));
  const recipients = groupByLoaner(rows, ({ subjectId, componentName, componentNumber }) => ({
    subjectId,
    componentName,
    componentNumber,
  }));
  return sendNotices(ctx, recipients, { kind: NoticeKind.ReservationExpired, render: renderReservationExpired });
}

/** Reminds a loaner DUE_SOON_REMINDER_DAYS before a loan's return date (0: never). */
export async function sendDueSoonReminders(ctx: JobContext): Promise<number> {
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
}

/** Which reminder of an overdue loan is due: 0 from its first day overdue, 1 `every` days later, and so on. */
function overdueOccurrence(returnDate: string, today: string, every: number): number {
  const daysOverdue = Math.round((Date.parse(today) - Date.parse(returnDate)) / DAY_MS);
  return Math.floor((daysOverdue - 1) / every);
}

/** The overdue reminder of the Emails screen, sent by itself every OVERDUE_REMINDER_SCHEDULE days ('off': never). */
export async function sendOverdueReminders(ctx: JobContext): Promise<number> {
  const every = ctx.config.OVERDUE_REMINDER_SCHEDULE;
  if (every === 'off') return 0;
  const today = labToday(ctx);
  const recipients = (await overdueRecipients(ctx.db, today)).map(({ loanerId, name, email, language, items }) => ({
    loanerId,
    name,
    email,
    language,
    items: items.map((item) => ({
      ...item,
      subjectId: item.loanId,
      occurrence: overdueOccurrence(item.returnDate, today, every),
    })),
  }));
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
}

/** Tells each loaner the units set aside for their booking on its first day. */
export async function sendBookingReadyNotices(ctx: JobContext): Promise<number> {
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
}

/** Tells the booker of each booking the at-risk job marked, once. */
export async function sendBookingAtRiskNotices(ctx: JobContext): Promise<number> {
  const rows = await bookingsAtRiskToNotice(ctx.db);
  const recipients = groupByLoaner(rows, ({ subjectId, componentName, quantity, from, to }) => ({
    subjectId,
    componentName,
    quantity,
    from,
    to,
  }));
  return sendNotices(ctx, recipients, { kind: NoticeKind.BookingAtRisk, render: renderBookingAtRisk });
}

/** How far back the extension notices look: the decisions of the last two days. */
const EXTENSION_NOTICE_WINDOW_MS = 2 * DAY_MS;

/** Tells the loaner the decision on each extension ask: granted at once, approved or declined. */
export async function sendExtensionDecisionNotices(ctx: JobContext): Promise<number> {
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
}

/** How many days ahead the lab is told of a unit falling due for calibration (LAB.md "Calibration"). */
const CALIBRATION_NOTICE_DAYS = 14;

/**
 * Tells the lab's notice address of the units falling due for calibration within CALIBRATION_NOTICE_DAYS, once per
 * unit and due day: a calibration recorded or an interval changed gives a unit a due day of its own to be told of.
 * In English, as the low-stock notice (the lab has no language of its own); nothing while the lab has no address.
 */
export async function sendCalibrationDueNotices(ctx: JobContext): Promise<number> {
  const lab = await labSettings(ctx.db);
  if (!lab.noticeEmail) return 0;
  const today = labToday(ctx);
  const items = await unitsFallingDue(ctx.db, today, addDays(today, CALIBRATION_NOTICE_DAYS));
  if (items.length === 0) return 0;
  const toLab = { name: lab.name, email: lab.noticeEmail, language: Language.English, items };
  return sendNotices(ctx, [toLab], {
    kind: NoticeKind.CalibrationDue,
    render: (language, labName, units) => renderCalibrationDue(language, labName, CALIBRATION_NOTICE_DAYS, units),
  });
}

/** How many days ahead a loaner is told of a grant expiring (LAB.md "Qualifications"). */
const QUALIFICATION_NOTICE_DAYS = 14;

/**
 * Tells each loaner of their grants expiring within QUALIFICATION_NOTICE_DAYS, once per grant and expiry day: a
 * renewed grant, or one whose validity the Admin changed, has an expiry of its own to be told of.
 */
export async function sendQualificationExpiryNotices(ctx: JobContext): Promise<number> {
  const today = labToday(ctx);
  const rows = await grantsExpiring(ctx.db, today, addDays(today, QUALIFICATION_NOTICE_DAYS));
  if (rows.length === 0) return 0;
  const lab = await labSettings(ctx.db);
  const recipients = groupByLoaner(rows, ({ subjectId, occurrence, qualificationName, expiresOn }) => ({
    subjectId,
    occurrence,
    qualificationName,
    expiresOn,
  }));
  return sendNotices(ctx, recipients, {
    kind: NoticeKind.QualificationExpiring,
    render: (language, name, grants) =>
      renderQualificationExpiring(language, name, lab.name, QUALIFICATION_NOTICE_DAYS, grants),
  });
}
