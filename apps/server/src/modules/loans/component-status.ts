import { ComponentStatus } from '@labstock/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { components } from '../../db/schema.js';

/** Status changes made by the reservation and loan flows, always inside the flow's transaction. */
export async function setComponentStatus(
  executor: Executor,
  componentId: number,
  status: ComponentStatus,
): Promise<void> {
  await executor.update(components).set({ status }).where(eq(components.id, componentId));
}

/** Components whose reservation ended go back to Available (only those the reservation still held). */
export async function releaseReservedComponents(executor: Executor, componentIds: number[]): Promise<void> {
  if (componentIds.length === 0) return;
  await executor
    .update(components)
    .set({ status: ComponentStatus.Available })
    .where(and(inArray(components.id, componentIds), eq(components.status, ComponentStatus.ReservedLoaner)));
}
