import { z } from 'zod';
import { component } from './catalogue.js';
import { isoDate, pagedQuery, storableText, wholeNumberText } from './common.js';

/** The longest calibration interval a type may have: ten years. */
export const MAX_CALIBRATION_INTERVAL_DAYS = 3650;

/** GET Calibrations/due looks this many days ahead unless told otherwise, and at most MAX_CALIBRATION_WITHIN_DAYS. */
export const DEFAULT_CALIBRATION_WITHIN_DAYS = 30;
export const MAX_CALIBRATION_WITHIN_DAYS = 365;

/** POST Component/{id}/calibrations (LAB.md "Calibration"). */
export const calibrationRequest = z.object({
  /** yyyy-MM-dd: not after the lab's today, not before the unit's latest calibration. */
  calibratedOn: isoDate,
  note: storableText().trim().max(2000).nullish(),
  /** The certificate's reference: its number, or where it is filed. */
  certificate: storableText().trim().max(200).nullish(),
});
export type CalibrationRequest = z.infer<typeof calibrationRequest>;

export const calibrationsDueQuery = pagedQuery.extend({
  /** Units due within this many days of the lab's today, beside those overdue and never calibrated. */
  withinDays: wholeNumberText(0, MAX_CALIBRATION_WITHIN_DAYS).default(DEFAULT_CALIBRATION_WITHIN_DAYS),
});
export type CalibrationsDueQuery = z.infer<typeof calibrationsDueQuery>;

/** A unit of the Calibration list, with its type's name. */
export const calibrationDueComponent = component.extend({ componentTypeName: z.string() });
export type CalibrationDueComponent = z.infer<typeof calibrationDueComponent>;
