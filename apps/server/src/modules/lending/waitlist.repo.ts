import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { waitlistEntries } from '../../db/schema.js';

/** Someone waits for a unit of the type (LENDING.md "Waiting list"): a freed unit is theirs, not the next asker's. */
export async function hasWaitingLoaners(executor: Executor, componentTypeId: number): Promise<boolean> {
  const [entry] = await executor
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.componentTypeId, componentTypeId))
    .limit(1);
  return entry !== undefined;
}
