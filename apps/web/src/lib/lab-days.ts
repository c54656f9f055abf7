const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A lab day (yyyy-MM-dd) as midnight UTC: its weekday and the days after it then come out the same in every
 * browser's time zone.
 */
export function dayAsUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The lab day `days` after `date`, both yyyy-MM-dd. */
export function addDays(date: string, days: number): string {
  return new Date(dayAsUtc(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The lab days from `from` through `to`, both included. */
export function daysOfPeriod(from: string, to: string): number {
  return Math.round((dayAsUtc(to).getTime() - dayAsUtc(from).getTime()) / DAY_MS) + 1;
}
