import { type AvailabilityQuery, addDays, type DayAvailability, dayAsUtc } from '@labstock/shared';

/** The calendar shows this many days from the lab's today. */
const CALENDAR_DAYS = 28;

/** The days the calendar shows: CALENDAR_DAYS from the lab's today. */
export function calendarPeriod(labToday: string): AvailabilityQuery {
  return { from: labToday, to: addDays(labToday, CALENDAR_DAYS - 1) };
}

/** 0 for Monday to 6 for Sunday: the app's weeks start on Monday, as its date pickers' do (en-GB, da). */
function weekdayIndex(date: string): number {
  return (dayAsUtc(date).getUTCDay() + 6) % 7;
}

/** The seven days of the week `date` is in, Monday first. */
export function weekOf(date: string): string[] {
  const monday = addDays(date, -weekdayIndex(date));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** Consecutive days laid out in Monday-first weeks; null fills the week before the first day and after the last. */
export function weeksOf(days: readonly DayAvailability[]): (DayAvailability | null)[][] {
  const first = days[0];
  if (!first) return [];
  const cells = [...Array<null>(weekdayIndex(first.date)).fill(null), ...days];
  const weeks: (DayAvailability | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) {
    const week = cells.slice(start, start + 7);
    weeks.push([...week, ...Array<null>(7 - week.length).fill(null)]);
  }
  return weeks;
}
