import { inTransactionHoldingLock } from '../db/advisory-lock.js';
import { countJobRun } from '../lib/process-metrics.js';
import { bookingAtRiskJob, bookingSetAsideJob } from './booking-jobs.js';
import type { Job, JobContext } from './job.js';
import { noticeJobs } from './notice-jobs.js';
import { reservationExpiryJob } from './reservation-expiry.js';
import { typeStockJob } from './type-stock-job.js';
import { waitlistServeJob } from './waitlist-jobs.js';

/** The part of the server's logger the scheduler uses. */
export interface JobLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Scheduler {
  /** Stops the intervals and waits for the runs in progress (graceful shutdown). */
  stop(): Promise<void>;
}

/** The jobs every server process schedules. */
export const scheduledJobs: readonly Job[] = [
  reservationExpiryJob,
  bookingSetAsideJob,
  bookingAtRiskJob,
  waitlistServeJob,
  typeStockJob,
  ...noticeJobs,
];

/**
 * Runs the job in a transaction holding its advisory lock, so that of several server processes on one
 * database only one runs it at a time. Answers how many items it handled, or null when another process
 * held the lock and this run was skipped.
 */
export async function runUnderLock(ctx: JobContext, job: Job): Promise<number | null> {
  return inTransactionHoldingLock(ctx.db, job.lockKey, (tx) => job.run({ ...ctx, db: tx }));
}

/** Runs each job at once and then every `intervalMs`; a failing run is logged and the next one runs as planned. */
export function createScheduler(ctx: JobContext, log: JobLogger, jobs: readonly Job[]): Scheduler {
  const running = new Map<Job, Promise<void>>();
  let stopped = false;

  const tick = (job: Job) => {
    // A run that outlasts its interval is not overlapped by the next one.
    if (stopped || running.has(job)) return;
    const run = runUnderLock(ctx, job)
      .then((handled) => {
        countJobRun(job.name, handled === null ? 'skipped' : 'done');
        if (handled) log.info({ job: job.name, handled }, 'scheduled job done');
      })
      .catch((err: unknown) => {
        countJobRun(job.name, 'failed');
        log.error({ err, job: job.name }, 'scheduled job failed');
      })
      .finally(() => running.delete(job));
    running.set(job, run);
  };

  const timers = jobs.map((job) => {
    tick(job);
    return setInterval(() => tick(job), job.intervalMs).unref();
  });

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

export function startScheduler(ctx: JobContext, log: JobLogger): Scheduler {
  return createScheduler(ctx, log, scheduledJobs);
}
