/** Every query of the Emails screen starts with 'mail'. */
export const mailQueryKeys = {
  logs: ['mail', 'logs'] as const,
  logsPage: (page: EmailLogsPage) => ['mail', 'logs', page] as const,
  template: ['mail', 'reminder', 'template'] as const,
  count: ['mail', 'reminder', 'count'] as const,
};

/** GET mail takes a page but no search (spec §7). */
export interface EmailLogsPage {
  /** 1-based */
  pageNumber: number;
  pageSize: number;
}
