import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { calibrationDueOnSql } from '../../db/lending-definitions.js';
import { calibrations, components } from '../../db/schema.js';

/** Locks the unit's row (after its type's) for a calibration; undefined when it is gone. */
export async function lockUnitCalibration(executor: Executor, componentId: number) {
  const [row] = await executor
    .select({
      componentTypeId: components.componentTypeId,
      calibratedOn: components.calibratedOn,
      calibrationDueOn: components.calibrationDueOn,
    })
    .from(components)
    .where(eq(components.id, componentId))
    .for('update');
  return row;
}

/** A calibration as it is recorded. */
export interface CalibrationRecord {
  componentId: number;
  calibratedOn: string;
  note: string | null;
  certificate: string | null;
  actorId: number | null;
  createdAt: Date;
}

/** Keeps the record, and makes it the unit's latest calibration; answers the unit's new due day. */
export async function insertCalibration(executor: Executor, record: CalibrationRecord): Promise<string | null> {
  await executor.insert(calibrations).values(record);
  const [unit] = await executor
    .update(components)
    // An update's expressions read the row as it was: the due day counts from the new date, not the column.
    .set({
      calibratedOn: record.calibratedOn,
      calibrationDueOn: calibrationDueOnSql(sql`${record.calibratedOn}::date`),
    })
    .where(eq(components.id, record.componentId))
    .returning({ calibrationDueOn: components.calibrationDueOn });
  return unit?.calibrationDueOn ?? null;
}

/** The due day of every unit of the type anew, after its calibration interval changed. */
export async function refreshCalibrationDueOfType(executor: Executor, componentTypeId: number): Promise<void> {
  await executor
    .update(components)
    .set({ calibrationDueOn: calibrationDueOnSql() })
    .where(eq(components.componentTypeId, componentTypeId));
}
