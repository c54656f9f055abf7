import { ActivityKind } from '@labstock/shared';
import type { Executor } from '../../db/client.js';
import { recordActivity, recordChange } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { type ComponentTypeSnapshot, findComponentTypeSnapshot } from './component-types.repo.js';

export async function recordComponentTypeAdded(executor: Executor, actor: Actor, id: number): Promise<void> {
  const after = await findComponentTypeSnapshot(executor, id);
  await recordActivity(executor, { kind: ActivityKind.ComponentTypeAdded, actor, componentTypeId: id, after });
}

export async function recordComponentTypeEdited(
  executor: Executor,
  actor: Actor,
  id: number,
  before: ComponentTypeSnapshot,
): Promise<void> {
  const after = await findComponentTypeSnapshot(executor, id);
  const entry = { kind: ActivityKind.ComponentTypeEdited, actor, componentTypeId: id };
  if (after) await recordChange(executor, entry, before, after);
}

export function recordComponentTypeDeleted(executor: Executor, actor: Actor, id: number, name: string): Promise<void> {
  return recordActivity(executor, {
    kind: ActivityKind.ComponentTypeDeleted,
    actor,
    componentTypeId: id,
    before: { componentName: name },
  });
}
