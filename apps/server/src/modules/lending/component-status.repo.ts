import type { ComponentStatus } from '@labstock/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { components } from '../../db/schema.js';
import type { StatusTransition } from './status-machine.js';

/** Status changes made by the lending flows, always inside the flow's transaction, which holds the component. */
export async function setComponentStatus(
  executor: Executor,
  componentId: number,
  status: ComponentStatus,
): Promise<void> {
  await executor.update(components).set({ status }).where(eq(components.id, componentId));
}

/** Makes the transition for those of the components still in its `from` status (a reservation that ends frees its component). */
export async function moveComponentsStillIn(
  executor: Executor,
  componentIds: number[],
  transition: StatusTransition<ComponentStatus>,
): Promise<void> {
  if (componentIds.length === 0) return;
  await executor
    .update(components)
    .set({ status: transition.to })
    .where(and(inArray(components.id, componentIds), eq(components.status, transition.from)));
}
