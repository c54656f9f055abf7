import type { Clock } from './clock.js';

/**
 * Calendar dates in the lab's time zone. A return date is a date, not an instant:
 * "today" is the lab's today, whatever zone the server or the user is in.
 */
export function labDate(instant: Date, timeZone: string): string {
  return dateFormatIn(timeZone).format(instant);
}

/**
 * The lab's today (yyyy-MM-dd): the one "today" of lending, reminders, jobs and exports. The server decides it in
 * LAB_TIME_ZONE; the web app is told it, never uses the browser's own day.
 */
export function labToday(ctx: { clock: Clock; config: { LAB_TIME_ZONE: string } }): string {
  return labDate(ctx.clock.now(), ctx.config.LAB_TIME_ZONE);
}

/** Made once per zone: building an Intl.DateTimeFormat costs far more than formatting with one. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format;
}

// The arithmetic of lab days is shared with the web app, which checks the booking limits with it.
export { addDays } from '@labstock/shared';

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The later of two lab days (yyyy-MM-dd strings order as the dates they name). */
export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}

/** The earlier of two lab days. */
export function earlierDay(a: string, b: string): string {
  return a < b ? a : b;
}

/** The first and the last day of the calendar month after the lab day's (yyyy-MM-dd). */
export function nextMonthOf(day: string): { first: string; last: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(year, month + 1, 0));
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}
