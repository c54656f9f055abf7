import { ActivityKind, type CalibrationRequest } from '@labstock/shared';
import { badRequest, notFound } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import { recordActivity } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { insertCalibration, lockUnitCalibration, refreshCalibrationDueOfType } from './calibration.repo.js';
import { typeOfComponent } from './component-status.repo.js';
import type { LendingContext } from './lending-context.js';
import { lendingMessages } from './lending-messages.js';
import { inUnitsTransaction, type UnitsTransaction } from './unit-writes.js';

/**
 * Records a calibration of the unit (LAB.md "Calibration"), a write to a unit as lending makes them: its type's
 * row locked first, then the unit's. The unit's latest calibration and its due day move, and the record and the
 * history are written. A unit lendable again goes to the first loaner waiting for its type after the commit
 * (unit-writes.ts); a booking it left short is no longer at risk at the at-risk job's next run, which reads the
 * same availability.
 */
export async function recordCalibrationOfUnit(
  ctx: LendingContext,
  componentId: number,
  calibration: CalibrationRequest,
  actor: Actor,
): Promise<void> {
  const today = labToday(ctx);
  if (calibration.calibratedOn > today) {
    const message = lendingMessages.calibrationInFuture(today);
    throw badRequest(message, { calibratedOn: [message] });
  }
  await inUnitsTransaction(ctx, async (units) => {
    const { tx } = units;
    const typeId = await typeOfComponent(tx, componentId);
    if (typeId === null) throw notFound(lendingMessages.componentNotFound);
    await units.lockTypes([typeId]);
    const unit = await lockUnitCalibration(tx, componentId);
    if (!unit) throw notFound(lendingMessages.componentNotFound);
    if (unit.calibratedOn !== null && calibration.calibratedOn < unit.calibratedOn) {
      const message = lendingMessages.calibrationBeforeLatest(unit.calibratedOn);
      throw badRequest(message, { calibratedOn: [message] });
    }
    const note = calibration.note || null;
    const certificate = calibration.certificate || null;
    const calibrationDueOn = await insertCalibration(tx, {
      componentId,
      calibratedOn: calibration.calibratedOn,
      note,
      certificate,
      actorId: actor.loanerId,
      createdAt: actor.at,
    });
    await recordActivity(tx, {
      kind: ActivityKind.CalibrationRecorded,
      actor,
      componentId,
      componentTypeId: unit.componentTypeId,
      before: { calibratedOn: unit.calibratedOn, calibrationDueOn: unit.calibrationDueOn },
      after: {
        calibratedOn: calibration.calibratedOn,
        calibrationDueOn,
        ...(note && { note }),
        ...(certificate && { certificate }),
      },
    });
  });
}

/**
 * Every unit's due day anew after its type's calibration interval changed, in the units transaction that locked
 * the type. A unit no longer due is served to the type's waiting list after the commit; one already held past its
 * new due day is the world breaking a plan (decision 054), and a booking left short is marked by the at-risk job.
 */
export function rewriteCalibrationDueOfType(units: UnitsTransaction, componentTypeId: number): Promise<void> {
  return refreshCalibrationDueOfType(units.tx, componentTypeId);
}
