import { ActivityKind, type Component } from '@labstock/shared';
import type { Executor } from '../../db/client.js';
import { recordActivities, recordActivity, recordChange } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';

/** What the log keeps of a component: the fields an Admin sets. */
interface ComponentFields {
  componentNumber: number;
  serialNo: string | null;
  status: number;
  adminComment: string | null;
  userComment: string | null;
}

function descriptiveFields({ componentNumber, serialNo, adminComment, userComment }: ComponentFields) {
  return { componentNumber, serialNo, adminComment, userComment };
}

const allFields = (component: ComponentFields) => ({ ...descriptiveFields(component), status: component.status });

export function recordComponentsAdded(executor: Executor, actor: Actor, added: Component[]): Promise<void> {
  return recordActivities(
    executor,
    added.map((component) => ({
      kind: ActivityKind.ComponentAdded,
      actor,
      componentId: component.componentId,
      componentTypeId: component.componentTypeId,
      after: allFields(component),
    })),
  );
}

/** A status change and an edit of the other fields are separate events, so that status changes can be told apart. */
export async function recordComponentEdit(
  executor: Executor,
  actor: Actor,
  before: ComponentFields,
  edited: Component,
): Promise<void> {
  const entry = { actor, componentId: edited.componentId, componentTypeId: edited.componentTypeId };
  const statusEntry = { ...entry, kind: ActivityKind.ComponentStatusChanged };
  await recordChange(executor, statusEntry, { status: before.status }, { status: edited.status });
  const editEntry = { ...entry, kind: ActivityKind.ComponentEdited };
  await recordChange(executor, editEntry, descriptiveFields(before), descriptiveFields(edited));
}

export function recordComponentDeleted(
  executor: Executor,
  actor: Actor,
  deleted: ComponentFields & { id: number; componentTypeId: number },
): Promise<void> {
  return recordActivity(executor, {
    kind: ActivityKind.ComponentDeleted,
    actor,
    componentId: deleted.id,
    componentTypeId: deleted.componentTypeId,
    before: allFields(deleted),
  });
}
