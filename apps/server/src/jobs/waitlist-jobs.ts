import { serveEveryWaitingList } from '../modules/lending/index.js';
import type { Job } from './job.js';

/**
 * Serves every type someone waits for, every minute (LENDING.md "Waiting list"): what a freeing flow did not
 * serve right after its commit (a crash in between), what a new lab day made reservable, on every server.
 */
export const waitlistServeJob: Job = {
  name: 'waitlist-serve',
  lockKey: 727_130,
  intervalMs: 60 * 1000,
  run: serveEveryWaitingList,
};
