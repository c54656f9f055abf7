import { ActivityKind, type ComponentStatus } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { lockComponentStatus, setComponentStatus, typeOfComponent } from './component-status.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { decideStatusChange, type StatusChange, type StatusTransition } from './status-machine.js';
import { inUnitsTransaction } from './unit-writes.js';

/**
 * The status changes of faults and repairs (LAB.md "Faults and repairs"), made by lending as every status change
 * is: the unit's type and row locked first, the status machine asked, the change written and logged. The caller's
 * `record` then writes its own rows (the report, the ticket) in the same transaction. A unit put back Available
 * goes to the first loaner waiting for its type after the commit, as any unit set Available does (unit-writes.ts).
 */

/** The unit a fault or repair changed, and how. */
export interface UnitChange {
  componentId: number;
  componentTypeId: number;
  transition: StatusTransition<ComponentStatus>;
}

type RecordWork<T> = (tx: Transaction, change: UnitChange) => Promise<T>;

/** The causes of this file: each changes a unit that exists already. */
type RepairChange = Extract<StatusChange, { cause: 'fault-report' | 'repair' }>;

/** A fault reported on the unit: Defect at once when on the shelf; held or on loan, it stays as it is. */
export function reportFaultOnUnit<T>(ctx: LendingContext, componentId: number, actor: Actor, record: RecordWork<T>) {
  return changeUnit(ctx, componentId, actor, (from) => ({ cause: 'fault-report', from }), record);
}

/** The unit's repair ended: Fixed puts it back Available, Scrapped makes it Trashed; 409 when it is not Defect. */
export function endRepairOfUnit<T>(
  ctx: LendingContext,
  componentId: number,
  outcome: 'Fixed' | 'Scrapped',
  actor: Actor,
  record: RecordWork<T>,
) {
  return changeUnit(ctx, componentId, actor, (from) => ({ cause: 'repair', from, outcome }), record);
}

function changeUnit<T>(
  ctx: LendingContext,
  componentId: number,
  actor: Actor,
  changeFrom: (from: ComponentStatus) => RepairChange,
  record: RecordWork<T>,
): Promise<T> {
  return inUnitsTransaction(ctx, async (units) => {
    const { tx } = units;
    const typeId = await typeOfComponent(tx, componentId);
    if (typeId === null) throw notFound(lendingMessages.componentNotFound);
    await units.lockTypes([typeId]);
    const unit = await lockComponentStatus(tx, componentId);
    if (!unit) throw notFound(lendingMessages.componentNotFound);
    const transition = decideStatusChange(changeFrom(unit.status));
    if (transition.to !== transition.from) {
      await setComponentStatus(tx, componentId, transition.to);
      await recordActivity(tx, {
        kind: ActivityKind.ComponentStatusChanged,
        actor,
        componentId,
        componentTypeId: unit.componentTypeId,
        before: { status: transition.from },
        after: { status: transition.to },
      });
    }
    return record(tx, { componentId, componentTypeId: unit.componentTypeId, transition });
  });
}
