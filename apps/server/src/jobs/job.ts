import type { AppContext } from '../context.js';

/** What a job may use: the database (inside its run's transaction), the clock and the configuration. */
export type JobContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** A job the scheduler runs on an interval, once at a time across every server process. */
export interface Job {
  name: string;
  /** The PostgreSQL advisory lock key that makes runs on several servers take turns. */
  lockKey: number;
  intervalMs: number;
  /** Does the work; answers how many items it handled (for the log). */
  run(ctx: JobContext): Promise<number>;
}
