import { ActivityKind } from '@labstock/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { componentTypeCategories, componentTypes } from '../../db/schema.js';
import { recordActivity, recordChange } from '../activity/activity.repo.js';
import type { Actor } from '../activity/actor.js';

export type ComponentTypeSnapshot = NonNullable<Awaited<ReturnType<typeof lockComponentTypeSnapshot>>>;

/**
 * The fields of a type as the log shows them, with its category ids and its image's hash (so a new image shows
 * as a change without the bytes). Locks the type, so that the "before" of an edit is what the edit changes.
 */
export async function lockComponentTypeSnapshot(executor: Executor, id: number) {
  const [type] = await executor
    .select({
      componentName: componentTypes.name,
      componentInfo: componentTypes.info,
      location: componentTypes.location,
      datasheet: componentTypes.datasheet,
      wikiLink: componentTypes.wikiLink,
      manufacturer: componentTypes.manufacturer,
      adminComment: componentTypes.adminComment,
      status: componentTypes.status,
      image: componentTypes.imageEtag,
    })
    .from(componentTypes)
    .where(eq(componentTypes.id, id))
    .for('update');
  if (!type) return undefined;
  const categories = await executor
    .select({ id: componentTypeCategories.categoryId })
    .from(componentTypeCategories)
    .where(eq(componentTypeCategories.componentTypeId, id))
    .orderBy(asc(componentTypeCategories.categoryId));
  return { ...type, categoryIds: categories.map((category) => category.id) };
}

export async function recordComponentTypeAdded(executor: Executor, actor: Actor, id: number): Promise<void> {
  const after = await lockComponentTypeSnapshot(executor, id);
  await recordActivity(executor, { kind: ActivityKind.ComponentTypeAdded, actor, componentTypeId: id, after });
}

export async function recordComponentTypeEdited(
  executor: Executor,
  actor: Actor,
  id: number,
  before: ComponentTypeSnapshot,
): Promise<void> {
  const after = await lockComponentTypeSnapshot(executor, id);
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
