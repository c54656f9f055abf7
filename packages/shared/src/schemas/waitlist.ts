import { z } from 'zod';
import { loaner } from './loaner.js';

/**
 * A place in a type's waiting list (LENDING.md "Waiting list"): first come, first served. `position` is 1 for the
 * next loaner to be handed a unit.
 */
export const waitlistEntry = z.object({
  waitlistEntryId: z.number().int(),
  componentTypeId: z.number().int(),
  componentTypeName: z.string(),
  position: z.number().int(),
  joinedAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

/** GET ComponentTypes/{id}/waitlist: the queue in order, with whom each place is for (Clerks and Admins). */
export const queuedLoaner = waitlistEntry.extend({ loaner: loaner.nullable() });
export type QueuedLoaner = z.infer<typeof queuedLoaner>;
