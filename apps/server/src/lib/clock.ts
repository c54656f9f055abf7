/** The source of "now", so that tests can move time (reservation expiry, overdue loans, lab status). */
export interface Clock {
  now(): Date;
}

/** A clock that can be set to another instant: the server's under APP_ENV=Test, moved by the e2e journeys. */
export interface AdjustableClock extends Clock {
  set(instant: Date): void;
}

export const systemClock: Clock = { now: () => new Date() };

/** Runs on with the system's time from the instant it was last set to; setting the real time undoes any move. */
export class RunningAdjustableClock implements AdjustableClock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  set(instant: Date) {
    this.offsetMs = instant.getTime() - Date.now();
  }
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return 'set' in clock && typeof clock.set === 'function';
}
