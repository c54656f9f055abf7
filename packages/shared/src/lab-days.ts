/** Lab days are calendar dates written yyyy-MM-dd; such strings order as the dates they name. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A lab day as midnight UTC: its weekday and the days after it then come out the same in every time zone, the
 * server's and each browser's.
 */
export function dayAsUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The lab day `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(dayAsUtc(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many lab days the period from `from` through `to` holds, both included. */
export function daysOfPeriod(from: string, to: string): number {
  return Math.round((dayAsUtc(to).getTime() - dayAsUtc(from).getTime()) / DAY_MS) + 1;
}

/** yyyy-MM-dd → dd-MM-yyyy, as the product shows dates (spec §9), in every language. */
export function displayDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}
