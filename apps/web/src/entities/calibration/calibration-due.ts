import { addDays, type Component, DEFAULT_CALIBRATION_WITHIN_DAYS } from '@labstock/shared';

/** How far ahead a due day is marked as coming: the Calibration list's own default window. */
const CALIBRATION_SOON_DAYS = DEFAULT_CALIBRATION_WITHIN_DAYS;

/** Where a unit stands with its calibration on the lab's today. */
export type CalibrationDue = { state: 'overdue' | 'soon' | 'later'; dueOn: string } | { state: 'never' };

/**
 * A unit's calibration on the lab's today (LAB.md "Calibration"): overdue from its due day on (it is not lent
 * then), soon within CALIBRATION_SOON_DAYS, never calibrated when its type has an interval and it has no
 * calibration; null when nothing falls due (its type has no interval). Unmarked while the lab's today is unknown.
 */
export function calibrationDueOf(
  unit: Pick<Component, 'calibratedOn' | 'calibrationDueOn'>,
  typeCalibrated: boolean,
  labToday: string | undefined,
): CalibrationDue | null {
  const dueOn = unit.calibrationDueOn;
  if (dueOn === null) return typeCalibrated && unit.calibratedOn === null ? { state: 'never' } : null;
  if (labToday === undefined) return { state: 'later', dueOn };
  if (dueOn <= labToday) return { state: 'overdue', dueOn };
  return { state: dueOn <= addDays(labToday, CALIBRATION_SOON_DAYS) ? 'soon' : 'later', dueOn };
}
