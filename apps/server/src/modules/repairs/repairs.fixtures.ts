import { ComponentStatus } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { components, repairTickets } from '../../db/schema.js';

/** Makes the component Defect with its open repair ticket, as the app would; answers the ticket's id. */
export async function makeDefect(db: Database, componentId: number, openedAt = new Date()): Promise<number> {
  await db.update(components).set({ status: ComponentStatus.Defect }).where(eq(components.id, componentId));
  const [ticket] = await db.insert(repairTickets).values({ componentId, openedAt }).returning({ id: repairTickets.id });
  if (!ticket) throw new Error('could not open a repair ticket');
  return ticket.id;
}
