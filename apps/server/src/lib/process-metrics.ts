import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The figures of this process that outlive any one app instance, for `GET /metrics`: Node.js's and the process's
 * own (memory, CPU, event loop, handles), the scheduled jobs' runs and the e-mails sent. One per process, as
 * Prometheus scrapes each process as a target of its own.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });
// Gauges named as counters, which Prometheus's lint refuses; nodejs_active_handles and its kin say the same by type.
for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) {
  processMetrics.removeSingleMetric(name);
}

/** Whether a job's run handled its work, found another process holding its lock, or failed. */
export type JobOutcome = 'done' | 'skipped' | 'failed';

const jobRuns = new Counter({
  name: 'labstock_job_runs_total',
  help: 'Runs of the scheduled jobs, by job and outcome (done; skipped: another process held its lock; failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [processMetrics],
});

export function countJobRun(job: string, outcome: JobOutcome): void {
  jobRuns.inc({ job, outcome });
}

const emails = new Counter({
  name: 'labstock_emails_total',
  help: 'E-mails this process handed to the SMTP server (or the outbox), by outcome: sent or failed.',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

// Both series from the start, so that a rate of failed e-mails is 0 rather than absent before the first one.
for (const outcome of ['sent', 'failed']) emails.inc({ outcome }, 0);

export function countEmail(outcome: 'sent' | 'failed'): void {
  emails.inc({ outcome });
}
