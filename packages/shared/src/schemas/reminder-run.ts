import { z } from 'zod';
import { reminderResult } from './admin.js';

/**
 * A run of the overdue reminder send (POST mail/reminder): the spec's answer `{ sent, failed }`, counted so far,
 * with the run's id, how many loaners it sends to, and whether it has finished.
 */
export const reminderRun = reminderResult.extend({
  reminderRunId: z.number().int(),
  total: z.number().int(),
  finished: z.boolean(),
});
export type ReminderRun = z.infer<typeof reminderRun>;
