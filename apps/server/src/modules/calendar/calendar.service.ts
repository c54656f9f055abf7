import { BookingStatus, type CalendarFeed } from '@labstock/shared';
import type { AppContext } from '../../context.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import { addDays, labToday } from '../../lib/lab-date.js';
import { randomUrlSecret } from '../../lib/secrets.js';
import { bookingSummary, calendarMessages, calendarTexts } from './calendar.messages.js';
import {
  activeLoansForFeed,
  bookingsForFeed,
  calendarSecretOrCreate,
  findLoanerByCalendarSecret,
  replaceCalendarSecret,
} from './calendar.repo.js';
import { type AllDayEvent, writeCalendar } from './icalendar.js';

type CalendarContext = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** 32 random bytes: 43 characters of base64url, never guessed. */
const SECRET_BYTES = 32;
/** Bookings that ended up to this many days ago stay in the feed, so last week's still shows. */
const RECENT_DAYS = 30;

/** The user's private feed address, made on their first asking. */
export async function calendarFeedOf(ctx: CalendarContext, loanerId: number): Promise<CalendarFeed> {
  const secret = await calendarSecretOrCreate(ctx.db, loanerId, randomUrlSecret(SECRET_BYTES));
  if (!secret) throw unauthorized(calendarMessages.userGone);
  return { url: feedUrl(ctx, secret) };
}

/** A new address for the user's feed; the old one stops working at once. */
export async function renewCalendarFeed(ctx: CalendarContext, loanerId: number): Promise<CalendarFeed> {
  const secret = randomUrlSecret(SECRET_BYTES);
  if (!(await replaceCalendarSecret(ctx.db, loanerId, secret))) throw unauthorized(calendarMessages.userGone);
  return { url: feedUrl(ctx, secret) };
}

/**
 * The iCalendar text of the feed with this secret: the user's live and recent bookings and their active loans'
 * return dates, in their language. An unknown secret is a 404 that tells nothing about any user.
 */
export async function calendarOfSecret(ctx: CalendarContext, secret: string): Promise<string> {
  const owner = await findLoanerByCalendarSecret(ctx.db, secret);
  if (!owner) throw notFound(calendarMessages.feedNotFound);
  const since = addDays(labToday(ctx), -RECENT_DAYS);
  const [bookings, loans] = await Promise.all([
    bookingsForFeed(ctx.db, owner.loanerId, since),
    activeLoansForFeed(ctx.db, owner.loanerId),
  ]);
  const texts = calendarTexts[owner.language];
  const host = new URL(ctx.config.publicUrl).host;
  const events: AllDayEvent[] = [
    ...bookings.map((booking) => ({
      uid: `booking-${booking.bookingId}@${host}`,
      firstDay: booking.from,
      lastDay: booking.to,
      summary: bookingSummary(texts, booking.status, booking.quantity, booking.componentTypeName),
      status: isCalledOff(booking.status) ? ('CANCELLED' as const) : ('CONFIRMED' as const),
    })),
    ...loans.map((loan) => ({
      uid: `loan-${loan.loanId}@${host}`,
      firstDay: loan.returnDate,
      lastDay: loan.returnDate,
      summary: texts.returnLoan(loan.componentTypeName, loan.componentNumber),
      status: 'CONFIRMED' as const,
    })),
  ];
  return writeCalendar({ name: texts.calendarName, stamp: ctx.clock.now(), events });
}

/** A booking that will not happen: a calendar that showed it marks it cancelled rather than keep it. */
function isCalledOff(status: BookingStatus): boolean {
  return status === BookingStatus.Cancelled || status === BookingStatus.Expired;
}

function feedUrl(ctx: CalendarContext, secret: string): string {
  return `${ctx.config.publicUrl}/api/calendar/${secret}.ics`;
}
