import { refreshTypeStock } from '../db/type-stock.js';
import type { Job } from './job.js';

/** The statistics' stock summed anew every minute, on one server at a time; it handles no items to log. */
export const typeStockJob: Job = {
  name: 'type-stock',
  lockKey: 727_140,
  intervalMs: 60 * 1000,
  run: async ({ db }) => {
    await refreshTypeStock(db);
    return 0;
  },
};
