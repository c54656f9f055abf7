/** The source of "now", so that tests can move time (reservation expiry, overdue loans, lab status). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
