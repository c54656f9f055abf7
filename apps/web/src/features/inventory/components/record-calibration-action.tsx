import type { Component } from '@labstock/shared';
import { useCalibrationInterval } from '../../../api/component-types/get-component-type';
import { RecordCalibrationButton } from '../../../entities/calibration/record-calibration-button';
import { useAuth } from '../../../lib/auth/use-auth';

export interface RecordCalibrationActionProps {
  component: Component;
  componentTypeName: string;
}

/** 'Record calibration' on a unit of a type with a calibration interval, for the Clerks and Admins who record it. */
export function RecordCalibrationAction({ component, componentTypeName }: RecordCalibrationActionProps) {
  const { isAdmin, isClerk } = useAuth();
  const calibrated = useCalibrationInterval(component.componentTypeId) !== null;
  if (!calibrated || !(isAdmin || isClerk)) return null;
  return <RecordCalibrationButton component={component} componentTypeName={componentTypeName} />;
}
