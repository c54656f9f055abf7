import type { ComponentStatus } from '@labstock/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { components } from '../../db/schema.js';
import { isAnyOf } from '../../lib/id-array-sql.js';
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

/** The types of the components, each once, in id order: the guards a hand-out of them opens (unlocked read). */
export async function typesOfComponents(executor: Executor, componentIds: number[]): Promise<number[]> {
  if (componentIds.length === 0) return [];
  const rows = await executor
    .selectDistinct({ componentTypeId: components.componentTypeId })
    .from(components)
    .where(isAnyOf(components.id, componentIds))
    .orderBy(asc(components.componentTypeId));
  return rows.map((row) => row.componentTypeId);
}

/** The type of a component, read without a lock: the type a write to it locks first (null: no such component). */
export async function typeOfComponent(executor: Executor, componentId: number): Promise<number | null> {
  const [row] = await executor
    .select({ componentTypeId: components.componentTypeId })
    .from(components)
    .where(eq(components.id, componentId));
  return row?.componentTypeId ?? null;
}

/** Locks the component's row (after its type's); undefined when it is gone. */
export async function lockComponentStatus(executor: Executor, componentId: number) {
  const [row] = await executor
    .select({ componentTypeId: components.componentTypeId, status: components.status })
    .from(components)
    .where(eq(components.id, componentId))
    .for('update');
  return row && { componentId, componentTypeId: row.componentTypeId, status: row.status as ComponentStatus };
}
