import {
  sendBookingAtRiskNotices,
  sendBookingReadyNotices,
  sendCalibrationDueNotices,
  sendDueSoonReminders,
  sendExtensionDecisionNotices,
  sendOverdueReminders,
  sendQualificationExpiryNotices,
  sendReservationConfirmations,
  sendReservationExpiryNotices,
  sendWaitlistServedNotices,
} from '../modules/notices/notices.service.js';
import type { Job } from './job.js';

/** When the automatic e-mails go out; what each sends is the notices' service (modules/notices). */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Confirms each reservation within a minute of it being made. */
export const reservationConfirmationJob: Job = {
  name: 'reservation-confirmations',
  lockKey: 727_102,
  intervalMs: MINUTE_MS,
  run: sendReservationConfirmations,
};

/** Tells the loaner handed a unit from a waiting list within a minute of the hand-over. */
export const waitlistServedNoticeJob: Job = {
  name: 'waitlist-served-notices',
  lockKey: 727_131,
  intervalMs: MINUTE_MS,
  run: sendWaitlistServedNotices,
};

/** Tells the loaner of each expired reservation within a minute of the expiry. */
export const reservationExpiryNoticeJob: Job = {
  name: 'reservation-expiry-notices',
  lockKey: 727_103,
  intervalMs: MINUTE_MS,
  run: sendReservationExpiryNotices,
};

/** Looks every hour for the loans due in DUE_SOON_REMINDER_DAYS days. */
export const dueSoonReminderJob: Job = {
  name: 'due-soon-reminders',
  lockKey: 727_104,
  intervalMs: HOUR_MS,
  run: sendDueSoonReminders,
};

/** Looks every hour for the loaners whose overdue reminder is due. */
export const overdueReminderJob: Job = {
  name: 'overdue-reminders',
  lockKey: 727_105,
  intervalMs: HOUR_MS,
  run: sendOverdueReminders,
};

/** Tells each loaner the units set aside for their booking within a minute of its first day's set-aside. */
export const bookingReadyNoticeJob: Job = {
  name: 'booking-ready-notices',
  lockKey: 727_107,
  intervalMs: MINUTE_MS,
  run: sendBookingReadyNotices,
};

/** Tells the booker of each booking found at risk within a minute of the at-risk job marking it. */
export const bookingAtRiskNoticeJob: Job = {
  name: 'booking-at-risk-notices',
  lockKey: 727_106,
  intervalMs: MINUTE_MS,
  run: sendBookingAtRiskNotices,
};

/** Tells the loaner the decision on each extension ask within a minute of it. */
export const extensionDecisionNoticeJob: Job = {
  name: 'extension-decision-notices',
  lockKey: 727_120,
  intervalMs: MINUTE_MS,
  run: sendExtensionDecisionNotices,
};

/** Looks every hour for the units falling due for calibration within 14 days, and tells the lab. */
export const calibrationDueNoticeJob: Job = {
  name: 'calibration-due-notices',
  lockKey: 727_150,
  intervalMs: HOUR_MS,
  run: sendCalibrationDueNotices,
};

/** Looks every hour for the grants expiring within 14 days, and tells their loaners. */
export const qualificationExpiryNoticeJob: Job = {
  name: 'qualification-expiry-notices',
  lockKey: 727_160,
  intervalMs: HOUR_MS,
  run: sendQualificationExpiryNotices,
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
  calibrationDueNoticeJob,
  qualificationExpiryNoticeJob,
];
