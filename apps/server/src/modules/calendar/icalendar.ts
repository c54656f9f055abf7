/**
 * Writes an iCalendar object (RFC 5545) of all-day events: CRLF line endings, content lines folded at 75 octets,
 * TEXT values escaped. Pure text, no I/O, so the feed's format is tested apart from its data.
 */
import { addDays } from '../../lib/lab-date.js';

/** One all-day event from `firstDay` through `lastDay` (yyyy-MM-dd, both included). */
export interface AllDayEvent {
  uid: string;
  firstDay: string;
  lastDay: string;
  summary: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

export interface CalendarObject {
  /** The calendar's name in the user's calendar app (X-WR-CALNAME). */
  name: string;
  /** When the object was written: every event's DTSTAMP. */
  stamp: Date;
  events: readonly AllDayEvent[];
}

const PRODID = '-//Labstock//Calendar feed//EN';
const MAX_LINE_OCTETS = 75;

export function writeCalendar({ name, stamp, events }: CalendarObject): string {
  const dtstamp = utcDateTime(stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    // Calendar apps that honour them look again within an hour (Google and Outlook decide for themselves).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.firstDay)}`,
      // DTEND of an all-day event is the day after its last (exclusive).
      `DTEND;VALUE=DATE:${basicDate(addDays(event.lastDay, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `STATUS:${event.status}`,
      // A day of the lab's does not make the user busy.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');
}

/**
 * Folds a content line (RFC 5545 §3.1): no line longer than 75 octets of UTF-8, each continuation starting with one
 * space, never splitting a character's bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** yyyy-MM-dd → yyyyMMdd (a DATE value). */
function basicDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/** An instant as a UTC DATE-TIME: 20260310T091500Z. */
function utcDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}
