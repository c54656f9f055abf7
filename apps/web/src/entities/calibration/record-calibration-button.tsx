import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordCalibrationDialog, type RecordCalibrationDialogProps } from './record-calibration-dialog';

export interface RecordCalibrationButtonProps {
  component: RecordCalibrationDialogProps['component'];
  componentTypeName: string;
}

/** A Clerk's or an Admin's 'Record calibration' of one unit, named with its type for a list of many types. */
export function RecordCalibrationButton({ component, componentTypeName }: RecordCalibrationButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('Record calibration of {{type}} no. {{number}}', {
    type: componentTypeName,
    number: component.componentNumber,
  });
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} aria-label={label}>
        {t('Record calibration')}
      </Button>
      {open && <RecordCalibrationDialog component={component} title={label} onClose={() => setOpen(false)} />}
    </>
  );
}
