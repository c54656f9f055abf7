/** GET mail takes a page but no search (spec §7). */
export interface EmailLogsPage {
  /** 1-based */
  pageNumber: number;
  pageSize: number;
}

const all = ['mail'] as const;
const logs = [...all, 'logs'] as const;

/** Every query of the Emails screen starts with `all`. */
export const mailKeys = {
  all,
  /** Every page of the e-mail log. */
  logs,
  logsPage: (page: EmailLogsPage) => [...logs, page] as const,
  template: [...all, 'reminder', 'template'] as const,
  count: [...all, 'reminder', 'count'] as const,
  /** The latest reminder run. */
  progress: [...all, 'reminder', 'progress'] as const,
};
